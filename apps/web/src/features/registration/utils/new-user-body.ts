import { phoneDigits } from '../../../components/forms/phone';
import { getDeviceId } from '../../../lib/device';

/** The sign-up form fields of the person whose account is created, with the mailing (or office) address. */
export type TNewUserForm = {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  streetLine1: string;
  streetLine2?: string;
  city: string;
  state: string;
  zipCode: string;
  userName: string;
  password: string;
  confirmPassword: string;
};

/**
 * The new user's part of a sign-up body, as the bidder and the auction-host sign-ups send it: names, e-mail,
 * address and user name trimmed, the phone as its 10 digits, an empty line 2 as null, the consent given and
 * this browser's device id (the account's first login trusts it).
 */
export function newUserBody(values: TNewUserForm) {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phoneNumber: phoneDigits(values.phoneNumber),
    streetLine1: values.streetLine1.trim(),
    streetLine2: values.streetLine2?.trim() || null,
    city: values.city.trim(),
    state: values.state,
    zipCode: values.zipCode.trim(),
    userName: values.userName.trim(),
    password: values.password,
    confirmPassword: values.confirmPassword,
    dca: true as const,
    deviceId: getDeviceId(),
  };
}
