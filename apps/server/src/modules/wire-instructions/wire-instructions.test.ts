import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { WIRE_MESSAGES, wireFingerprint } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { WIRE_CHANGED_JOB } from '../../jobs/lot-alerts-port';
import { createTestApp, type TestApp } from '../../test/app';
import { freshPhone, lastCode, outbox } from '../accounts/test/test-kit';
import { totpCode } from '../auth/totp';
import { call, createHost, EXE, multipart, PDF, staffToken } from '../lots/test/test-kit';
import { DELIVER_JOB } from '../notifications/raise-notification';
import { wonLot } from '../winnings/test/winnings-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A real one-page PDF (pdf-lib), different per `label`, so each upload has its own fingerprint. */
async function realPdf(label: string) {
  const pdf = await PDFDocument.create();
  pdf.addPage([612, 792]).drawText(`Wire to account ${label}`, { x: 50, y: 700, size: 14 });
  return Buffer.from(await pdf.save());
}
const fingerprintOf = (data: Buffer) => wireFingerprint(createHash('sha256').update(data).digest('hex'));

/** Every stream of a PDF, inflated where it can be, joined: where pdf-lib's drawn text is found. */
function pdfStreams(pdf: Buffer) {
  const source = pdf.toString('latin1');
  const out: string[] = [];
  for (const match of source.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const raw = Buffer.from(match[1]!, 'latin1');
    try {
      out.push(inflateSync(raw).toString('latin1'));
    } catch {
      out.push(raw.toString('latin1'));
    }
  }
  return out.join('\n').toUpperCase();
}
/** Text as pdf-lib writes it with a standard font: a hex string. */
const hexText = (text: string) => Buffer.from(text, 'latin1').toString('hex').toUpperCase();

type THost = Awaited<ReturnType<typeof createHost>>;

/** Gives the host's auctioneer a phone of their own, so SMS codes can be read from the outbox. */
async function withPhone(host: THost) {
  const phone = freshPhone();
  await t.db.execute(sql`update users set phone_number = ${phone} where id = ${host.auctioneerId}`);
  return phone;
}

async function askCode(token: string, phone: string) {
  const answer = await call(t, 'POST', '/api/companies/wireinstructions/code', token);
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.json()).toMatchObject({ method: 'sms', phoneLastFour: phone.slice(-4) });
  return { verificationId: answer.json().verificationId as string, code: await lastCode(t.app, phone) };
}

function upload(token: string, data: Buffer, fields: Record<string, string>, name = 'wire.pdf') {
  const body = multipart(fields, { field: 'wireInstructions', name, type: 'application/pdf', data });
  return t.app.inject({
    method: 'POST',
    url: '/api/companies/wireinstructions',
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    payload: body.payload,
  });
}

const versionsOf = async (companyId: number) =>
  queryRows<{ version: number; sha256: string; file_key: string; created_by: string }>(
    t.db,
    sql`select version, sha256, file_key, created_by from wire_instruction_versions where company_id = ${companyId} order by version`,
  );

async function runAlerts() {
  while ((await t.app.jobs.runDue(WIRE_CHANGED_JOB)) + (await t.app.jobs.runDue(DELIVER_JOB)) > 0);
}

const wireAlertsOf = (userId: number) =>
  queryRows<{ body: string; occurrence: string; channels: string }>(
    t.db,
    sql`select n.body, n.occurrence, (select string_agg(d.channel || ':' || d.status, ',' order by d.channel)
        from notification_deliveries d where d.notification_id = n.id) as channels
      from notifications n where n.user_id = ${userId} and n.kind = 'WireInstructionsChanged' order by n.id`,
  );

describe('changing wire instructions needs the two-step code', () => {
  it('refuses without a code, with a wrong code and with a spent code; nothing changes', async () => {
    const host = await createHost(t);
    const phone = await withPhone(host);
    const first = await realPdf('first');

    const none = await upload(host.token, first, {});
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      message: WIRE_MESSAGES.codeRequired,
      errors: { twoFactorCode: WIRE_MESSAGES.codeRequired },
    });

    const { verificationId, code } = await askCode(host.token, phone);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const bad = await upload(host.token, first, { twoFactorCode: wrong, verificationId });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(WIRE_MESSAGES.codeInvalid);
    expect(await versionsOf(host.companyId)).toEqual([]);
    expect((await call(t, 'GET', '/api/companies', host.token)).json().wireInstruction).toBeNull();

    const ok = await upload(host.token, first, { twoFactorCode: code, verificationId });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().wireInstruction).toMatchObject({
      fileName: 'wire.pdf',
      fingerprint: fingerprintOf(first),
      url: `/api/wireinstructions/${host.companyId}/file`,
    });

    // The same code again (a stale code reused) changes nothing.
    const again = await upload(host.token, await realPdf('forged'), { twoFactorCode: code, verificationId });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(WIRE_MESSAGES.codeInvalid);
    expect((await versionsOf(host.companyId)).map((v) => v.sha256)).toEqual([
      createHash('sha256').update(first).digest('hex'),
    ]);
  });

  it("keeps the spec's texts for a non-PDF and for 5 MB or more, before any code is spent", async () => {
    const host = await createHost(t);
    const notPdf = await upload(host.token, EXE, {});
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json().message).toBe('wire.pdf is not a pdf file');
    const tooBig = await upload(host.token, Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]), {});
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toBe('File must be smaller than 5MB!');
  });

  it('lets only the auctioneer change them: an employee is refused', async () => {
    const host = await createHost(t);
    const employee = await staffToken(t, host.companyId, 'Employee');
    const answer = await upload(employee, PDF, { twoFactorCode: '123456' });
    expect(answer.statusCode).toBe(403);
    expect((await call(t, 'POST', '/api/companies/wireinstructions/code', employee)).statusCode).toBe(403);
  });
});

describe('an auctioneer with an authenticator app', () => {
  it("confirms with the app's code, sends no text, and cannot use the same code twice", async () => {
    const host = await createHost(t);
    const setup = await call(t, 'PUT', '/api/auctioneers/authenticator', host.token, {
      password: 'Demo1234',
    });
    expect(setup.statusCode, setup.body).toBe(200);
    const secret = setup.json().manualEntrySetupCode.replaceAll(' ', '');
    const asked = await call(t, 'POST', '/api/companies/wireinstructions/code', host.token);
    expect(asked.json()).toEqual({ method: 'authenticator', verificationId: null, phoneLastFour: null });

    const code = await totpCode(secret);
    const wrong = await upload(host.token, PDF, {
      twoFactorCode: String((Number(code) + 1) % 1_000_000).padStart(6, '0'),
    });
    expect(wrong.statusCode).toBe(400);
    expect((await upload(host.token, PDF, { twoFactorCode: code })).statusCode).toBe(200);
    const reused = await upload(host.token, await realPdf('again'), { twoFactorCode: code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(WIRE_MESSAGES.codeInvalid);
    expect(await versionsOf(host.companyId)).toHaveLength(1);
  });
});

describe('versions, fingerprint and the stamped download', () => {
  it('keeps every version with who and when, and serves the current one stamped with its fingerprint', async () => {
    const host = await createHost(t);
    const phone = await withPhone(host);
    const one = await realPdf('one');
    const two = await realPdf('two');
    for (const data of [one, two]) {
      const { verificationId, code } = await askCode(host.token, phone);
      // One code per 30 seconds per phone: the next request is not limited in this test.
      await t.db.execute(
        sql`update verification_codes set created_at = created_at - interval '1 hour' where phone = ${phone}`,
      );
      expect((await upload(host.token, data, { twoFactorCode: code, verificationId })).statusCode).toBe(200);
    }
    const stored = await versionsOf(host.companyId);
    expect(stored.map((v) => v.version)).toEqual([1, 2]);
    expect(new Set(stored.map((v) => v.file_key)).size).toBe(2);
    expect(stored[0]!.file_key.startsWith('wire-instructions/')).toBe(true);
    // The old file is kept.
    expect(readFileSync(join(t.dataDir, 'files', stored[0]!.file_key)).equals(one)).toBe(true);

    const employee = await staffToken(t, host.companyId, 'Employee');
    const list = await call(t, 'GET', '/api/companies/wireinstructions/versions', employee);
    expect(list.statusCode).toBe(200);
    expect(list.json().versions).toMatchObject([
      { version: 2, fingerprint: fingerprintOf(two), isCurrent: true },
      { version: 1, fingerprint: fingerprintOf(one), isCurrent: false },
    ]);
    // The fingerprint is stable: the same bytes give the same figure everywhere.
    expect(fingerprintOf(two)).toBe(fingerprintOf(Buffer.from(two)));

    const file = await call(t, 'GET', `/api/wireinstructions/${host.companyId}/file`, employee);
    expect(file.statusCode).toBe(200);
    expect(file.headers['x-wire-fingerprint']).toBe(fingerprintOf(two));
    expect(String(file.headers['content-disposition'])).toContain(`wire-${fingerprintOf(two)}.pdf`);
    expect(file.rawPayload.equals(two)).toBe(false);
    const stamped = await PDFDocument.load(file.rawPayload);
    expect(stamped.getPageCount()).toBe(1);
    expect(pdfStreams(file.rawPayload)).toContain(hexText(`fingerprint ${fingerprintOf(two)}`));
    expect(pdfStreams(two)).not.toContain(hexText('fingerprint'));

    const other = await createHost(t);
    const refused = await call(t, 'GET', `/api/wireinstructions/${host.companyId}/file`, other.token);
    expect(refused.statusCode).toBe(403);
  });
});

describe('winners who owe are told at once', () => {
  it('tells each winner with money due once, by SMS and e-mail with the fingerprint; not the paid, not other hosts', async () => {
    const owing = await wonLot(t);
    const host = owing.host;
    const phone = await withPhone(host);
    const paid = await wonLot(t, { host });
    for (const step of ['deposit', 'payment'])
      expect((await call(t, 'PUT', `/api/lots/${paid.lotId}/${step}`, host.token)).statusCode).toBe(200);
    const elsewhere = await wonLot(t);
    await runAlerts();

    const data = await realPdf('new account');
    const { verificationId, code } = await askCode(host.token, phone);
    const seen = new Set((await outbox(t.app)).map((m) => JSON.stringify(m)));
    expect((await upload(host.token, data, { twoFactorCode: code, verificationId })).statusCode).toBe(200);
    await runAlerts();
    await runAlerts();

    const fingerprint = fingerprintOf(data);
    const told = await wireAlertsOf(owing.winner.id);
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toContain(fingerprint);
    expect(told[0]!.body).toContain('Confirm these wire instructions by phone with the auction host');
    expect(told[0]!.channels).toBe('email:sent,sms:sent');
    const sent = (await outbox(t.app)).filter(
      (m) => !seen.has(JSON.stringify(m)) && m.body.includes(fingerprint),
    );
    expect(sent.filter((m) => m.channel === 'email').map((m) => m.recipient)).toEqual([
      `${owing.winner.userName}@example.com`,
    ]);
    expect(sent.filter((m) => m.channel === 'sms')).toHaveLength(1);

    expect(await wireAlertsOf(paid.winner.id)).toEqual([]);
    expect(await wireAlertsOf(elsewhere.winner.id)).toEqual([]);

    // The winner sees the fingerprint on their winning and may download the stamped file; the loser may not.
    const winning = await call(t, 'GET', `/api/bidders/winning/${owing.lotId}`, owing.winner.token);
    expect(winning.json().auctionHost).toMatchObject({
      wireInstructionsUrl: `/api/wireinstructions/${host.companyId}/file`,
      wireInstructionsFingerprint: fingerprint,
    });
    const file = await call(t, 'GET', `/api/wireinstructions/${host.companyId}/file`, owing.winner.token);
    expect(file.statusCode).toBe(200);
    expect(file.headers['x-wire-fingerprint']).toBe(fingerprint);
    expect(
      (await call(t, 'GET', `/api/wireinstructions/${host.companyId}/file`, owing.loser.token)).statusCode,
    ).toBe(403);
  });
});
