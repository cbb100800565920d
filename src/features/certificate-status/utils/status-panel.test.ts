import {
  doneText,
  initialStatusPanel,
  statusPanel,
  type StatusPanel,
  type StatusPanelEvent,
} from './status-panel';

const run = (...events: StatusPanelEvent[]): StatusPanel =>
  events.reduce(statusPanel, initialStatusPanel);

describe('statusPanel', () => {
  it('asks for the reason of the step chosen, and goes back to the choice when cancelled', () => {
    expect(run({ type: 'reason-asked', kind: 'suspend' })).toEqual({
      step: 'giving-reason',
      kind: 'suspend',
      done: null,
    });
    expect(run({ type: 'reason-asked', kind: 'suspend' }, { type: 'reason-cancelled' })).toEqual(
      initialStatusPanel,
    );
  });

  it('says what a step did once it has landed, the form put away', () => {
    expect(
      run(
        { type: 'reason-asked', kind: 'request-withdrawal' },
        { type: 'step-started' },
        { type: 'step-taken', kind: 'request-withdrawal' },
      ),
    ).toEqual({ step: 'choosing', done: doneText['request-withdrawal'] });
    expect(run({ type: 'step-started' }, { type: 'step-taken', kind: 'reinstate' })).toEqual({
      step: 'choosing',
      done: 'Certificate reinstated. It verifies as valid again.',
    });
  });

  it('keeps saying what the last step did until another is taken', () => {
    const done = run({ type: 'step-taken', kind: 'suspend' });
    expect(statusPanel(done, { type: 'reason-asked', kind: 'request-replacement' })).toEqual({
      step: 'giving-reason',
      kind: 'request-replacement',
      done: doneText.suspend,
    });
    expect(statusPanel(done, { type: 'step-started' })).toEqual(initialStatusPanel);
  });

  it('keeps the form open when a step started from it fails', () => {
    const started = run({ type: 'reason-asked', kind: 'suspend' }, { type: 'step-started' });
    expect(started).toEqual({ step: 'giving-reason', kind: 'suspend', done: null });
  });

  it('ignores what does not belong: a second form while one is open, a cancel with none', () => {
    const open = run({ type: 'reason-asked', kind: 'suspend' });
    expect(statusPanel(open, { type: 'reason-asked', kind: 'request-withdrawal' })).toBe(open);
    expect(statusPanel(initialStatusPanel, { type: 'reason-cancelled' })).toBe(initialStatusPanel);
  });
});
