/** A registered person. The email is kept lower-cased: one account per address, whatever the capitals. */
export interface Account {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  /** The PasswordHasher's output; never the password. */
  readonly passwordHash: string;
  readonly createdAt: Date;
}
