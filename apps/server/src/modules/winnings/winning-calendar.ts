import { formatHostDateTime, formatUsd, type TWinningRecord } from '@bidright/domain';
import { createEvents, type EventAttributes } from 'ics';

/** The win's two deadlines as an iCalendar file ("Add to calendar"), each with an alarm 30 minutes before. */
export function winningCalendar(record: TWinningRecord, publicUrl: string): string {
  const address = record.properties[0]
    ? `${record.properties[0].streetLine1}, ${record.properties[0].city}, ${record.properties[0].stateCode}`
    : `Case ${record.caseNumber}`;
  const url = `${publicUrl.replace(/\/$/, '')}/account/winning/${record.lotId}`;
  const contact = [record.auctionHost.name, record.auctionHost.phoneNumber, record.auctionHost.supportEmail]
    .filter(Boolean)
    .join(' · ');
  const event = (uid: string, title: string, due: string, amount: number): EventAttributes => ({
    uid: `${uid}-${record.lotId}@bidright`,
    start: new Date(due).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: 30 },
    title,
    description: `${formatUsd(amount * 100)} due by ${formatHostDateTime(due, record.timeZone)} for ${address} (case ${record.caseNumber}). Wire instructions and contact: ${contact}. ${url}`,
    url,
    alarms: [{ action: 'display', description: title, trigger: { minutes: 30, before: true } }],
  });
  const { error, value } = createEvents([
    event('deposit', `Deposit due: ${address}`, record.payment.depositDueDate, record.payment.depositAmount),
    event(
      'balance',
      `Balance due: ${address}`,
      record.payment.balanceDueDate,
      record.payment.remainingAmount,
    ),
  ]);
  if (error || !value) throw error ?? new Error('calendar could not be built');
  return value;
}
