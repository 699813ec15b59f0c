import type { CareerApplication } from '@manobal/core';

/**
 * A careers application's plain fields under their wire and column names (the spec's snake_case), shared by
 * the stored row and the staff listing. Identity numbers, the licence flags and the links are left to each:
 * the row keeps numbers sealed and flags as 0/1, staff see numbers masked and flags as booleans.
 */
export const careerApplicationFields = (application: CareerApplication) => ({
  id: application.id,
  full_name: application.fullName,
  age: application.age,
  gender: application.gender,
  experience: application.experience,
  bio: application.bio,
  address: application.address,
  phone_number: application.phoneNumber,
  email: application.email,
  language1: application.language1,
  language2: application.language2,
  education: application.education,
});
