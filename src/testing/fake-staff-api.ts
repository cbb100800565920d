import type { CentreFiguresSnapshot } from '@/domain/centre-figures';
import type { Invitation } from '@/domain/invitations';
import { testCentres } from '@/testing/centres';
import { fakeCentrePickerApi } from '@/testing/fake-centre-picker-api';
import type { NewInvitation, StaffApi, StaffEntry } from '@/features/staff/api/staff-api';
import type { DirectoryFilter, DirectoryFrom } from '@/features/staff/utils/directory-view';

/** The figures' snapshot the screen names centres from: every test centre but Hull's. */
const snapshot: CentreFiguresSnapshot = {
  computedAt: new Date(2026, 10, 27, 9, 40),
  computedBy: 'admin@larkfieldawards.example',
  centres: testCentres
    .filter((centre) => centre.centreNumber !== '90210')
    .map(({ centreNumber, name, status }) => ({
      centreNumber,
      name,
      status,
      certificates: 0,
      recentCertificates: 0,
      pendingWithdrawals: 0,
    })),
};

function matching(staff: readonly StaffEntry[], { email, centre }: DirectoryFilter) {
  return staff
    .filter((entry) => entry.email.startsWith(email))
    .filter(
      (entry) =>
        centre === null || (entry.role?.role === 'centre' && entry.role.centreNumber === centre),
    )
    .sort((a, b) => (a.email < b.email ? -1 : a.email > b.email ? 1 : 0));
}

/**
 * The Staff screen's database and Auth, held in memory and changed as they would change: the
 * directory a page of `pageSize` at a time on the same cursors as readStaffPage, the newest
 * `shown` invitations, and the centres named from a snapshot that lacks one (Hull's, read
 * instead).
 */
export function fakeStaffApi({
  entries,
  invitations: start,
  emulated = true,
  pageSize = 25,
  shown = 25,
  verifierAddresses = [],
}: {
  entries: readonly StaffEntry[];
  invitations: readonly Invitation[];
  emulated?: boolean;
  pageSize?: number;
  shown?: number;
  /** The addresses with an employer's verifier account. */
  verifierAddresses?: readonly string[];
}) {
  let staff = entries.map((entry) => ({ ...entry }));
  let invitations = start.map((invitation) => ({ ...invitation }));
  const links: string[] = [];
  const picker = fakeCentrePickerApi();
  const api = {
    ...picker,
    readFiguresSnapshot: vi.fn(async (): Promise<CentreFiguresSnapshot | null> => snapshot),
    readCentres: vi.fn(async (numbers: readonly string[]) =>
      testCentres.filter((centre) => numbers.includes(centre.centreNumber)),
    ),
    readStaffPage: vi.fn(async (filter: DirectoryFilter, from: DirectoryFrom) => {
      const all = matching(staff, filter);
      const at = (email: string) => all.findIndex((entry) => entry.email === email);
      const backwards = from !== null && 'before' in from;
      const first = !from
        ? 0
        : backwards
          ? Math.max(0, at(from.before) - pageSize)
          : at(from.after) + 1;
      const end = backwards ? at(from.before) : first + pageSize;
      const page = all.slice(first, end).map((entry) => ({ ...entry }));
      return {
        entries: page,
        after: end < all.length ? (page.at(-1)?.email ?? null) : null,
        before: first > 0 ? (page[0]?.email ?? null) : null,
      };
    }),
    countStaff: vi.fn(async (filter: DirectoryFilter) => {
      const people = matching(staff, filter).length;
      const filtered = filter.email !== '' || filter.centre !== null;
      const admins = staff.filter((entry) => entry.role?.role !== 'centre').length;
      return { people, admins: filtered ? null : admins };
    }),
    hasStaffAccess: vi.fn(async (email: string) => staff.some((entry) => entry.email === email)),
    hasVerifierAccount: vi.fn(async (email: string) => verifierAddresses.includes(email)),
    readInvitations: vi.fn(async () => ({
      invitations: [...invitations]
        .sort((a, b) => b.invitedAt.getTime() - a.invitedAt.getTime())
        .slice(0, shown)
        .map((invitation) => ({ ...invitation })),
      total: invitations.length,
    })),
    sendInvitation: vi.fn(async ({ email, role }: NewInvitation) => {
      const template = start[0] ?? invitations[0];
      if (!template) throw new Error('The fake needs an invitation to copy.');
      invitations = [
        ...invitations.filter((invitation) => invitation.email !== email),
        {
          ...template,
          email,
          role,
          invitedAt: new Date(),
          expiresAt: new Date(Date.now() + 7 * 86_400_000),
        },
      ];
      return `code-for-${email}`;
    }),
    sendInvitationLink: vi.fn(async (email: string, code: string) => {
      links.push(
        `http://127.0.0.1:9099/emulator/action?oobCode=${links.length}&for=${email}&invite=${code}`,
      );
    }),
    emulatorInvitationLink: emulated ? vi.fn(async () => links.at(-1) ?? null) : null,
    withdrawInvitation: vi.fn(async (email: string) => {
      invitations = invitations.filter((invitation) => invitation.email !== email);
    }),
    removeStaff: vi.fn(async (uid: string) => {
      staff = staff.filter((entry) => entry.uid !== uid);
    }),
  } satisfies StaffApi;
  return api;
}
