/**
 * A client company's people (ADR 0030), as the two sides run them: staff for any client company
 * (`/user/people/...`), a company's owners for their own (`/company/...`). Both give the same
 * `PeopleApi`, so one panel (features/people) serves the console and the portal.
 */
import type { PersonInput } from "../wasm/pkg/portico_wasm.js";
import type * as Api from "./types.gen";
import { answer, api, done, withToken } from "./client";

export type Person = Api.PersonView;
export type AddedPerson = Api.AddedPerson;
/** An owner's invitation: the same whether or not the address already had an account. */
export type InvitationSent = Api.InvitationSent;
export type AccessInput = Api.AccessInput;
export type { PersonInput };

export interface PeopleApi {
  list(signal?: AbortSignal): Promise<Person[]>;
  add(body: PersonInput): Promise<AddedPerson | InvitationSent>;
  setAccess(personId: string, body: AccessInput): Promise<Person>;
  inviteAgain(personId: string): Promise<Api.InvitationLink>;
  remove(personId: string): Promise<void>;
  /** Owners only: hand the ownership to a colleague. */
  transfer?(personId: string): Promise<Person>;
}

/** Staff, for the client company `clientId`. */
export function staffPeople(clientId: string): PeopleApi {
  const auth = (signal?: AbortSignal) => withToken("admin", signal);
  return {
    list: (signal) => answer(api.GET("/user/people/{clientId}", { ...auth(signal), params: { path: { clientId } } })),
    add: (body) => answer(api.POST("/user/people/{clientId}", { ...auth(), params: { path: { clientId } }, body })),
    setAccess: (personId, body) =>
      answer(api.PUT("/user/people/{clientId}/{personId}", { ...auth(), params: { path: { clientId, personId } }, body })),
    inviteAgain: (personId) =>
      answer(api.POST("/user/people/{clientId}/{personId}/invitation", { ...auth(), params: { path: { clientId, personId } } })),
    remove: (personId) => done(api.DELETE("/user/people/{clientId}/{personId}", { ...auth(), params: { path: { clientId, personId } } })),
  };
}

/** A person of a client company, for their own company (what changes it takes an owner). */
export const companyPeople: PeopleApi = {
  list: (signal) => answer(api.GET("/company/people", withToken("client", signal))),
  add: (body) => answer(api.POST("/company/people", { ...withToken("client"), body })),
  setAccess: (personId, body) => answer(api.PUT("/company/people/{personId}", { ...withToken("client"), params: { path: { personId } }, body })),
  inviteAgain: (personId) => answer(api.POST("/company/people/{personId}/invitation", { ...withToken("client"), params: { path: { personId } } })),
  remove: (personId) => done(api.DELETE("/company/people/{personId}", { ...withToken("client"), params: { path: { personId } } })),
  transfer: (personId) => answer(api.POST("/company/transfer/{personId}", { ...withToken("client"), params: { path: { personId } } })),
};
