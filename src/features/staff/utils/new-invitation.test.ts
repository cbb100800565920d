import { testCentres } from '@/testing/centres';

import {
  emptyInvitationDraft,
  invitationFrom,
  validateInvitation,
  type InvitationDraft,
  type InvitationFacts,
} from './new-invitation';

const [, harbour, fenwick] = testCentres;
const draft = (change: Partial<InvitationDraft>): InvitationDraft => ({
  ...emptyInvitationDraft,
  ...change,
});
const check = (change: Partial<InvitationDraft>, facts: InvitationFacts | null = null) =>
  validateInvitation(draft(change), facts);
const fresh = { staffAccess: false, centre: harbour ?? null };

describe('validateInvitation', () => {
  it("accepts a new address for an active centre's staff, or as an admin", () => {
    const change = { email: ' New.Person@Harbour.example ', centreNumber: '90210' };
    expect(check(change)).toEqual({});
    expect(check(change, fresh)).toEqual({});
    expect(check({ email: 'a.admin@larkfieldawards.example', role: 'admin' })).toEqual({});
  });

  it('asks for an address, and a real one', () => {
    expect(check({ email: '  ', centreNumber: '90210' })).toEqual({
      email: 'Enter the e-mail address to invite.',
    });
    for (const email of ['m.lee', 'm.lee@harbour', 'm lee@harbour.example', '@harbour.example']) {
      expect(check({ email, centreNumber: '90210' }).email).toBe(
        'Enter a real e-mail address, such as name@example.com.',
      );
    }
  });

  it('refuses an address with staff access already, named in lower case', () => {
    expect(
      check(
        { email: 'm.lee@HARBOUR.example', centreNumber: '90210' },
        { ...fresh, staffAccess: true },
      ),
    ).toEqual({
      email:
        'm.lee@harbour.example has staff access already: they are in the Staff Directory below.',
    });
  });

  it("asks for an active centre on the register for a centre's staff, and none for an admin", () => {
    expect(check({ email: 'n@harbour.example' })).toEqual({
      centreNumber: 'Choose the centre they work for.',
    });
    expect(
      check(
        { email: 'n@harbour.example', centreNumber: '44120' },
        { ...fresh, centre: fenwick ?? null },
      ),
    ).toEqual({
      centreNumber: 'Centre 44120 · Fenwick Skills, York is not active: choose an active centre.',
    });
    expect(
      check({ email: 'n@harbour.example', centreNumber: '12345' }, { ...fresh, centre: null })
        .centreNumber,
    ).toBe('No centre 12345 is on the register: choose an active centre.');
    expect(
      check({ email: 'n@harbour.example', role: 'admin', centreNumber: '44120' }, fresh),
    ).toEqual({});
  });
});

describe('invitationFrom', () => {
  it('is the address in lower case and the role, with the centre only for centre staff', () => {
    expect(invitationFrom(draft({ email: ' N@Harbour.example', centreNumber: '90210' }))).toEqual({
      email: 'n@harbour.example',
      role: { role: 'centre', centreNumber: '90210' },
    });
    expect(
      invitationFrom(draft({ email: 'n@harbour.example', role: 'admin', centreNumber: '90210' })),
    ).toEqual({ email: 'n@harbour.example', role: { role: 'admin' } });
  });

  it('is nothing without an address or, for centre staff, a centre', () => {
    expect(invitationFrom(draft({ email: 'nobody', centreNumber: '90210' }))).toBeNull();
    expect(invitationFrom(draft({ email: 'n@harbour.example' }))).toBeNull();
  });
});

describe('an invitation to a verifier', () => {
  const verifier = (change: Partial<InvitationDraft> = {}) =>
    draft({
      email: 'HR@Acme.example',
      role: 'verifier',
      organisation: ' Acme  Recruitment ',
      ...change,
    });

  it('is the organisation tidied and the allowance as a number, with no centre', () => {
    expect(validateInvitation(verifier())).toEqual({});
    expect(invitationFrom(verifier({ dailyAllowance: ' 1200 ' }))).toEqual({
      email: 'hr@acme.example',
      role: { role: 'verifier', organisation: 'Acme Recruitment', dailyAllowance: 1200 },
    });
  });

  it('asks for an organisation and an allowance from 50 to 5,000 rows a day', () => {
    expect(validateInvitation(verifier({ organisation: '  ', dailyAllowance: '49' }))).toEqual({
      organisation: 'Enter the organisation’s name.',
      dailyAllowance: 'Enter a whole number of rows a day from 50 to 5,000.',
    });
    for (const dailyAllowance of ['5001', '12.5', 'many', '']) {
      expect(validateInvitation(verifier({ dailyAllowance })).dailyAllowance).toBeDefined();
    }
    expect(validateInvitation(verifier({ organisation: 'Acme "Best" Ltd' })).organisation).toBe(
      'Leave out double quotes and backslashes.',
    );
    expect(invitationFrom(verifier({ dailyAllowance: '10' }))).toBeNull();
  });

  it('refuses an address that has a verifier account or staff access already', () => {
    expect(
      validateInvitation(verifier(), { staffAccess: false, centre: null, verifierAccount: true }),
    ).toEqual({
      email: 'hr@acme.example has a verifier account already: it is on the Verifiers screen.',
    });
    expect(validateInvitation(verifier(), { staffAccess: true, centre: null }).email).toMatch(
      /staff access already/,
    );
  });
});
