/** What the app knows about the person signed in. Firebase's own User object stays in api/. */
export type SessionUser = {
  uid: string;
  email: string | null;
  displayName: string | null;
};

export type SessionSnapshot = {
  user: SessionUser | null;
  /**
   * True when the ID token carries the custom claim `staff: true` and a verified e-mail, and the
   * staff directory lists the account: what the rules require.
   */
  isStaff: boolean;
};
