import { testCentres } from '@/testing/centres';

import {
  centresScreen,
  initialCentresScreen,
  type CentresEvent,
  type CentresScreen,
} from './centres-screen';

const [larkfield, harbour, fenwick] = testCentres as [
  (typeof testCentres)[number],
  (typeof testCentres)[number],
  (typeof testCentres)[number],
];
const suspendHarbour = { centre: harbour, to: 'suspended' } as const;
const reactivateFenwick = { centre: fenwick, to: 'active' } as const;

const run = (...events: CentresEvent[]): CentresScreen =>
  events.reduce(centresScreen, initialCentresScreen);

describe('centresScreen', () => {
  it('asks to confirm the step chosen, and forgets it when cancelled', () => {
    expect(run({ type: 'step-chosen', chosen: suspendHarbour })).toEqual({
      step: 'confirming',
      chosen: suspendHarbour,
    });
    expect(run({ type: 'step-chosen', chosen: suspendHarbour }, { type: 'cancelled' })).toEqual(
      initialCentresScreen,
    );
  });

  it('says what a step did, naming the centre', () => {
    expect(
      run(
        { type: 'step-chosen', chosen: suspendHarbour },
        { type: 'step-taken', taken: suspendHarbour },
      ),
    ).toEqual({
      step: 'browsing',
      outcome: {
        tone: 'success',
        text: 'Centre 90210 · Harbour College, Hull is suspended. Its staff add nothing until it is reactivated.',
      },
    });
    expect(run({ type: 'step-taken', taken: reactivateFenwick })).toMatchObject({
      outcome: { tone: 'success', text: 'Centre 44120 · Fenwick Skills, York is active again.' },
    });
  });

  it('says why a step failed', () => {
    expect(
      run(
        { type: 'step-chosen', chosen: { centre: larkfield, to: 'suspended' } },
        {
          type: 'step-failed',
          tried: { centre: larkfield, to: 'suspended' },
          message: 'This centre is suspended already.',
        },
      ),
    ).toEqual({
      step: 'browsing',
      outcome: {
        tone: 'error',
        text: 'Centre 87583 · Larkfield Training, Leeds was not changed: This centre is suspended already.',
      },
    });
  });

  it('puts the last outcome away when another step is chosen', () => {
    const told = run({ type: 'step-taken', taken: reactivateFenwick });
    expect(centresScreen(told, { type: 'step-chosen', chosen: suspendHarbour })).toEqual({
      step: 'confirming',
      chosen: suspendHarbour,
    });
  });

  it('tells the outcome of a step still saving when the dialog was closed', () => {
    const closed = run({ type: 'step-chosen', chosen: suspendHarbour }, { type: 'cancelled' });
    expect(centresScreen(closed, { type: 'step-taken', taken: suspendHarbour })).toMatchObject({
      step: 'browsing',
      outcome: { tone: 'success' },
    });
  });

  it('ignores what does not belong: a second choice while confirming, a cancel while browsing', () => {
    const confirming = run({ type: 'step-chosen', chosen: suspendHarbour });
    expect(centresScreen(confirming, { type: 'step-chosen', chosen: reactivateFenwick })).toBe(
      confirming,
    );
    const told = run({ type: 'step-taken', taken: reactivateFenwick });
    expect(centresScreen(told, { type: 'cancelled' })).toBe(told);
  });
});
