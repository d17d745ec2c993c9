/**
 * The company link of a client's login (spec part 3 §4: "Client login with a company and attorney in state
 * switches to that company via a call"): the router state a page puts on its way to /login, naming the
 * company the client came for and the client's own attorney record. After the login, the page switches the
 * session to that company as /connected-companies does.
 */
export type TCompanyLinkState = { companyLink: { companyId: string; attorneyId: string } };

/** The router state that carries a company link to /login. */
export const companyLinkState = (companyId: string, attorneyId: string): TCompanyLinkState => ({
  companyLink: { companyId, attorneyId },
});

/** The company link in a location's state, if it holds a well-formed one. */
export function companyLinkOf(state: unknown): TCompanyLinkState['companyLink'] | undefined {
  const link = (state as Partial<TCompanyLinkState> | null)?.companyLink;
  if (!link) return undefined;
  const isId = (value: unknown) => typeof value === 'string' && /^\d{1,18}$/.test(value);
  return isId(link.companyId) && isId(link.attorneyId) ? link : undefined;
}
