import {
  ZCloseDefaultBody,
  ZLotDefaults,
  ZMarkDefaultedBody,
  ZNonPayer,
  ZRemoveNonPayerBody,
  ZRunnerUpOffer,
  ZRunnerUpOfferHours,
} from '@bidright/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, bearerSecurity, callerOf } from '../../http/authorize';
import { TAGS } from '../../http/openapi-tags';
import { ERROR_ANSWERS, idParams } from '../../http/route-kit';
import type { ModuleDeps } from '../deps';
import { LAPSE_OFFERS_JOB, lapseDueOffers } from './lapse-offers';
import { markDefaulted } from './mark-defaulted';
import { readOfferHours, setOfferHours } from './offer-hours';
import { closeDefault, offerRunnerUp } from './offer-runner-up';
import { listMyOffers, listNonPayers, readLotDefaults } from './read-defaults';
import { removeNonPayer } from './remove-non-payer';
import { acceptOffer, declineOffer } from './respond-to-offer';

const secured = { tags: [TAGS.defaults], security: bearerSecurity };
const ZLotParams = idParams('lotId');
const ZOfferParams = idParams('offerId');
const ZIdParams = idParams('id');
const ZDone = z.object({ lotId: z.string() });

/**
 * Defaults and the runner-up (issue 43 point 3, ADR 0075): staff of the lot's host mark a past-due win as
 * defaulted and offer the lot down the bid log; the runner-up accepts or declines their own offers; the
 * host's non-payer list, which an admin may remove entries from. The lapse of offers is a job (never a timer).
 */
export function registerDefaults(app: FastifyInstance, deps: ModuleDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, alerts } = deps;
  const jobs = app.jobs;
  const staff = { onRequest: authorize('Auctioneer', 'Employee') };
  const staffOrAdmin = { onRequest: authorize('Auctioneer', 'Employee', 'Admin') };
  const bidder = { onRequest: authorize('Bidder') };

  jobs.define(LAPSE_OFFERS_JOB, async () => {
    await lapseDueOffers(db, alerts);
  });
  void jobs.schedule(LAPSE_OFFERS_JOB, '* * * * *');

  r.get(
    '/api/lots/:lotId/defaults',
    {
      ...staffOrAdmin,
      schema: {
        ...secured,
        summary: "The lot's defaulted wins, their runner-up offers, and who an offer would go to now",
        params: ZLotParams,
        response: { 200: ZLotDefaults, ...ERROR_ANSWERS },
      },
    },
    async (request) => readLotDefaults(db, callerOf(request), request.params.lotId),
  );
  r.post(
    '/api/lots/:lotId/default',
    {
      ...staff,
      schema: {
        ...secured,
        summary:
          "Mark the lot's past-due win as defaulted (reason required); the winner goes on the non-payer list",
        params: ZLotParams,
        body: ZMarkDefaultedBody,
        response: { 200: ZLotDefaults, ...ERROR_ANSWERS },
      },
    },
    async (request) => {
      await markDefaulted(db, callerOf(request), request.params.lotId, request.body);
      return readLotDefaults(db, callerOf(request), request.params.lotId);
    },
  );
  r.post(
    '/api/lots/:lotId/runnerupoffer',
    {
      ...staff,
      schema: {
        ...secured,
        summary: 'Offer the defaulted lot to the next bidder down, at their own highest bid',
        params: ZLotParams,
        response: { 200: ZLotDefaults, ...ERROR_ANSWERS },
      },
    },
    async (request) => {
      await offerRunnerUp(db, { alerts, jobs }, callerOf(request), request.params.lotId);
      return readLotDefaults(db, callerOf(request), request.params.lotId);
    },
  );
  r.post(
    '/api/lots/:lotId/default/close',
    {
      ...staff,
      schema: {
        ...secured,
        summary: 'Do not offer the defaulted lot to another bidder (e.g. resell it later)',
        params: ZLotParams,
        body: ZCloseDefaultBody,
        response: { 200: ZLotDefaults, ...ERROR_ANSWERS },
      },
    },
    async (request) => {
      await closeDefault(db, callerOf(request), request.params.lotId, request.body.reason);
      return readLotDefaults(db, callerOf(request), request.params.lotId);
    },
  );
  r.get(
    '/api/bidders/runnerupoffers',
    {
      ...bidder,
      schema: {
        ...secured,
        summary: "The caller's runner-up offers: open ones and those of the last 30 days",
        response: { 200: z.array(ZRunnerUpOffer), ...ERROR_ANSWERS },
      },
    },
    async (request) => listMyOffers(db, callerOf(request).id),
  );
  r.post(
    '/api/bidders/runnerupoffers/:offerId/accept',
    {
      ...bidder,
      schema: {
        ...secured,
        summary: 'Accept an open offer: a new win at the offered bid, its deposit locked',
        params: ZOfferParams,
        response: { 200: ZDone, ...ERROR_ANSWERS },
      },
    },
    async (request) => {
      const done = await acceptOffer(db, alerts, callerOf(request).id, request.params.offerId);
      return { lotId: String(done.lotId) };
    },
  );
  r.post(
    '/api/bidders/runnerupoffers/:offerId/decline',
    {
      ...bidder,
      schema: {
        ...secured,
        summary: 'Decline an open offer',
        params: ZOfferParams,
        response: { 200: ZDone, ...ERROR_ANSWERS },
      },
    },
    async (request) => {
      const done = await declineOffer(db, alerts, callerOf(request).id, request.params.offerId);
      return { lotId: String(done.lotId) };
    },
  );
  r.get(
    '/api/nonpayers',
    {
      ...staffOrAdmin,
      schema: {
        ...secured,
        summary: "The host's non-payer list (an admin sees every host's)",
        response: { 200: z.array(ZNonPayer), ...ERROR_ANSWERS },
      },
    },
    async (request) => listNonPayers(db, callerOf(request)),
  );
  r.post(
    '/api/nonpayers/:id/remove',
    {
      onRequest: authorize('Admin'),
      schema: {
        ...secured,
        summary: 'Remove a bidder from a non-payer list, with a reason (admins)',
        params: ZIdParams,
        body: ZRemoveNonPayerBody,
        response: { 200: z.object({ id: z.string() }), ...ERROR_ANSWERS },
      },
    },
    async (request) => removeNonPayer(db, callerOf(request), request.params.id, request.body.reason),
  );
  r.get(
    '/api/companies/runnerupofferhours',
    {
      onRequest: authorize('Auctioneer', 'Employee'),
      schema: {
        ...secured,
        summary: "The caller's company: hours a runner-up has to accept an offer",
        response: { 200: ZRunnerUpOfferHours, ...ERROR_ANSWERS },
      },
    },
    async (request) => readOfferHours(db, callerOf(request)),
  );
  r.put(
    '/api/companies/runnerupofferhours',
    {
      onRequest: authorize('Auctioneer'),
      schema: {
        ...secured,
        summary: "The caller's company: hours a runner-up has to accept an offer (1–168, default 24)",
        body: ZRunnerUpOfferHours,
        response: { 200: ZRunnerUpOfferHours, ...ERROR_ANSWERS },
      },
    },
    async (request) => setOfferHours(db, callerOf(request), request.body.hours),
  );
}
