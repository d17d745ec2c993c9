import {
  ADDRESS_LINE2_PATTERN,
  ADDRESS_MESSAGES,
  isAdult,
  isValidEmail,
  ACCOUNT_MESSAGES as M,
  passwordProblem,
  ZIP_CODE_PATTERN,
} from '@bidright/domain';
import type { FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import { FORMATTED_PHONE_LENGTH, formatPhone } from './phone';

/**
 * antd rules for the account forms. Texts come from the domain's ACCOUNT_MESSAGES (shared with the
 * server) and the spec's shared formats (part 1 §5, part 3 §5).
 */
export const requiredRule: FormRule = { required: true, whitespace: true, message: M.fieldRequired };

/** Address fields say which one is missing: 'Please enter your {label}!'. */
export const addressRequired = (label: string): FormRule => ({
  required: true,
  whitespace: true,
  message: ADDRESS_MESSAGES.required(label),
});

/** Address line 2 allows letters, numbers and spaces only. */
export const addressLine2Rule: FormRule = {
  pattern: ADDRESS_LINE2_PATTERN,
  message: ADDRESS_MESSAGES.lettersAndNumbersOnly,
};

export const zipRule: FormRule = { pattern: ZIP_CODE_PATTERN, message: ADDRESS_MESSAGES.zipInvalid };

export const emailRules: FormRule[] = [
  requiredRule,
  {
    validator: async (_rule, value: string | undefined) => {
      if (value && !isValidEmail(value)) throw new Error(M.emailInvalid);
    },
  },
];

/** The server's user-name alphabet, checked before asking whether the name is free. */
export const USER_NAME_PATTERN = /^[A-Za-z0-9._@-]+$/;
export const userNameRules: FormRule[] = [
  requiredRule,
  { pattern: USER_NAME_PATTERN, message: M.userNameCharacters },
  { max: 100, message: M.userNameTooLong },
];

export const phoneRules: FormRule[] = [
  { required: true, message: M.phoneRequired },
  {
    validator: async (_rule, value: string | undefined) => {
      if (value && formatPhone(value).length !== FORMATTED_PHONE_LENGTH) throw new Error(M.phoneInvalid);
    },
  },
];

/** The first password rule the value breaks, with the spec's texts (required, 6+, digit, upper, lower). */
export const newPasswordRules: FormRule[] = [
  {
    required: true,
    validator: async (_rule, value: string | undefined) => {
      const problem = passwordProblem(value);
      if (problem) throw new Error(problem);
    },
  },
];

/** Confirmation of the `password` field of the same form. */
export const confirmPasswordRules = (passwordField = 'password'): FormRule[] => [
  { required: true, message: M.confirmRequired },
  ({ getFieldValue }) => ({
    validator: async (_rule, value: string | undefined) => {
      if (value && value !== getFieldValue(passwordField)) throw new Error(M.passwordsDoNotMatch);
    },
  }),
];

export const birthDateRules: FormRule[] = [
  { required: true, message: M.fieldRequired },
  {
    validator: async (_rule, value: Dayjs | null | undefined) => {
      if (!value) return;
      if (!value.isValid()) throw new Error(M.birthDateInvalid);
      if (!isAdult(value.format('YYYY-MM-DD'))) throw new Error(M.tooYoung);
    },
  },
];

/** The consent checkbox must be ticked. */
export const consentRules: FormRule[] = [
  {
    validator: async (_rule, value: boolean | undefined) => {
      if (!value) throw new Error(M.consentRequired);
    },
  },
];
