import type { Certificate } from '@/domain/certificate';
import { certificateFromData } from '@/lib/certificate-converter';

import {
  highlightedId,
  initialStudentListScreen,
  shownRecord,
  studentListScreen,
  type StudentListEvent,
  type StudentListScreen,
} from './student-list-screen';

function record(id: string, surname: string): Certificate {
  return certificateFromData(id, {
    certificateNumber: '086525112',
    studentNumber: 'Q8825112',
    firstName: 'Ada',
    surname,
    courseName: '',
    awardedDate: '2025-03-12',
    birthYear: '88',
    centreNumber: '87583',
    createdAt: new Date(2025, 2, 12),
  });
}

const smith = record('cert-1', 'Smith');
const savedSmith = { ...smith, surname: 'Smith-Jones' };
const patel = record('cert-2', 'Patel');

const run = (...events: StudentListEvent[]): StudentListScreen =>
  events.reduce(studentListScreen, initialStudentListScreen);

describe('studentListScreen', () => {
  it('views the record opened, and browses again when it closes', () => {
    const viewing = run({ type: 'opened', certificate: smith });
    expect(viewing).toEqual({ step: 'viewing', opened: smith, printIds: [], lastSaved: null });
    expect(studentListScreen(viewing, { type: 'closed' })).toEqual(initialStudentListScreen);
  });

  it('opens one record at a time, and closes only an open one', () => {
    const viewing = run({ type: 'opened', certificate: smith });
    expect(studentListScreen(viewing, { type: 'opened', certificate: patel })).toBe(viewing);
    expect(run({ type: 'closed' })).toBe(initialStudentListScreen);
  });

  it('keeps the record saved last, highlighted, after the dialog closes', () => {
    const closed = run(
      { type: 'opened', certificate: smith },
      { type: 'saved', updated: savedSmith },
      { type: 'closed' },
    );
    expect(closed).toEqual({ step: 'browsing', printIds: [], lastSaved: savedSmith });
    expect(highlightedId(closed)).toBe('cert-1');
    expect(highlightedId(initialStudentListScreen)).toBeNull();
  });

  it('takes a save that ends after its dialog was closed', () => {
    const late = run(
      { type: 'opened', certificate: smith },
      { type: 'closed' },
      { type: 'saved', updated: savedSmith },
    );
    expect(late).toEqual({ step: 'browsing', printIds: [], lastSaved: savedSmith });
  });

  it('ticks rows for printing in the order ticked, unticks them, and clears them', () => {
    const ticked = run(
      { type: 'print-toggled', id: 'cert-3' },
      { type: 'print-toggled', id: 'cert-1' },
      { type: 'print-toggled', id: 'cert-2' },
    );
    expect(ticked.printIds).toEqual(['cert-3', 'cert-1', 'cert-2']);
    expect(studentListScreen(ticked, { type: 'print-toggled', id: 'cert-1' }).printIds).toEqual([
      'cert-3',
      'cert-2',
    ]);
    expect(studentListScreen(ticked, { type: 'print-cleared' }).printIds).toEqual([]);
  });

  it('keeps the rows ticked while a record is viewed, and ticks none behind the dialog', () => {
    const viewing = run(
      { type: 'print-toggled', id: 'cert-2' },
      { type: 'opened', certificate: smith },
    );
    expect(viewing.printIds).toEqual(['cert-2']);
    expect(studentListScreen(viewing, { type: 'print-toggled', id: 'cert-1' })).toBe(viewing);
    expect(studentListScreen(viewing, { type: 'print-cleared' })).toBe(viewing);
    expect(studentListScreen(viewing, { type: 'closed' }).printIds).toEqual(['cert-2']);
  });
});

describe('shownRecord', () => {
  it('is none while browsing', () => {
    expect(shownRecord(initialStudentListScreen, [smith])).toBeNull();
  });

  it('shows the open record as its row shows it now', () => {
    const viewing = run({ type: 'opened', certificate: smith });
    const withdrawn = { ...smith, status: 'withdrawn' } as const;
    expect(shownRecord(viewing, [patel, withdrawn])).toBe(withdrawn);
  });

  it('falls back on the record as saved last, then as opened, when the list no longer has it', () => {
    const viewing = run({ type: 'opened', certificate: smith });
    expect(shownRecord(viewing, [patel])).toBe(smith);
    expect(shownRecord(viewing, null)).toBe(smith);
    const saved = studentListScreen(viewing, { type: 'saved', updated: savedSmith });
    expect(shownRecord(saved, [patel])).toBe(savedSmith);
  });

  it('never shows another record saved earlier', () => {
    const viewingPatel = run(
      { type: 'opened', certificate: smith },
      { type: 'saved', updated: savedSmith },
      { type: 'closed' },
      { type: 'opened', certificate: patel },
    );
    expect(shownRecord(viewingPatel, [])).toBe(patel);
  });
});
