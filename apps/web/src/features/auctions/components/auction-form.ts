import {
  AUCTION_MESSAGES,
  checkAuctionSettings,
  checkAuctionTimes,
  normalizeAuctionSettings,
  type TAuctionStartType,
  type TAuctionType,
  type TCreateAuctionBody,
} from '@bidright/domain';
import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import type { Dayjs } from 'dayjs';
import { fromHostPicker } from '../../../lib/host-picker';

/** The values of the auction settings form (create and edit). */
export interface TAuctionFormValues {
  type?: TAuctionType;
  startType?: TAuctionStartType;
  startTime?: Dayjs | null;
  stopTime?: Dayjs | null;
  location?: string | null;
  isExtendable?: boolean;
  timeLeft?: number | null;
  extraTime?: number | null;
  isTest?: boolean;
  minBidIncrements?: number | null;
}

/** Whole minutes only; the picker steps by 5 so this only trims stray seconds. */
const atMinute = (time: Dayjs) => time.second(0).millisecond(0);

const settingsOf = (form: FormInstance<TAuctionFormValues>, extra: Partial<TAuctionFormValues> = {}) => {
  const values = { ...form.getFieldsValue(true), ...extra } as TAuctionFormValues;
  return {
    type: values.type ?? 'Online',
    startType: values.startType ?? 'Manual',
    location: values.location,
    isExtendable: values.isExtendable ?? false,
    timeLeft: values.timeLeft,
    extraTime: values.extraTime,
  };
};

const reject = (message: string | undefined) =>
  message ? Promise.reject(new Error(message)) : Promise.resolve();

/**
 * antd rules that run the domain's own checks (`checkAuctionTimes`, `checkAuctionSettings`), so the form
 * shows exactly the messages the server would answer with.
 */
export const auctionRules = (form: FormInstance<TAuctionFormValues>, timeZone?: string | null) => ({
  type: [{ required: true, message: AUCTION_MESSAGES.typeRequired }] as Rule[],
  startType: [{ required: true, message: AUCTION_MESSAGES.startTypeRequired }] as Rule[],
  startTime: [
    { required: true, message: AUCTION_MESSAGES.startTimeRequired },
    {
      validator: (_rule, value: Dayjs | null | undefined) =>
        value
          ? reject(
              checkAuctionTimes({ startTime: fromHostPicker(atMinute(value), timeZone), now: new Date() })
                .startTime,
            )
          : Promise.resolve(),
    },
  ] as Rule[],
  stopTime: [
    {
      validator: (_rule, value: Dayjs | null | undefined) => {
        const start = form.getFieldValue('startTime') as Dayjs | null | undefined;
        if (!value || !start) return Promise.resolve();
        // Only the stop-time part: the start is judged by its own field.
        const errors = checkAuctionTimes({
          startTime: fromHostPicker(atMinute(start), timeZone),
          stopTime: fromHostPicker(atMinute(value), timeZone),
          now: new Date(0),
        });
        return reject(errors.stopTime);
      },
    },
  ] as Rule[],
  location: [
    {
      validator: (_rule, value: string | null | undefined) =>
        reject(checkAuctionSettings(settingsOf(form, { location: value })).location),
    },
  ] as Rule[],
  timeLeft: [
    {
      validator: (_rule, value: number | null | undefined) =>
        reject(checkAuctionSettings(settingsOf(form, { timeLeft: value })).timeLeft),
    },
  ] as Rule[],
  extraTime: [
    {
      validator: (_rule, value: number | null | undefined) =>
        reject(checkAuctionSettings(settingsOf(form, { extraTime: value })).extraTime),
    },
  ] as Rule[],
});

/**
 * The request body from valid form values: Online sends no location; non-extendable sends 0 minutes.
 * Times in the form are on the host's clock (`timeZone`, see `toHostPicker`).
 */
export function toAuctionBody(
  values: TAuctionFormValues,
  timeZone?: string | null,
): Omit<TCreateAuctionBody, 'isTest'> {
  const type = values.type ?? 'Online';
  const startType = values.startType ?? 'Manual';
  const isExtendable = startType === 'Auto' && Boolean(values.isExtendable);
  const normalized = normalizeAuctionSettings({
    type,
    startType,
    location: values.location,
    isExtendable,
    timeLeft: values.timeLeft ?? 0,
    extraTime: values.extraTime ?? 0,
  });
  return {
    type,
    startType,
    startTime: fromHostPicker(atMinute(values.startTime as Dayjs), timeZone).toISOString(),
    stopTime: values.stopTime ? fromHostPicker(atMinute(values.stopTime), timeZone).toISOString() : null,
    isExtendable,
    timeLeft: normalized.timeLeft,
    extraTime: normalized.extraTime,
    ...(type === 'Online' ? {} : { location: normalized.location }),
  };
}
