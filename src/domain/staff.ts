/**
 * Who did something, as the register records it: the uid is what the rules check against the
 * signed-in account, the e-mail is what people read. See docs/decisions/015-staff-identity.md.
 */
export type StaffActor = { uid: string; email: string };

/**
 * `staff/{uid}`: the staff directory. Only the Admin SDK writes it (`npm run staff`); an account
 * is staff while its entry exists, its e-mail is verified and its token carries the claim.
 */
export type StaffDirectoryEntry = {
  email: string;
  /** Who granted access: the administrator's account or the tool that ran. */
  addedBy: string;
};
