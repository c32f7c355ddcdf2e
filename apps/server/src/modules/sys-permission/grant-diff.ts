/**
 * What a permission save changes. The holder then has exactly `wanted` among the entries the caller
 * may change; anything it holds beyond them stays. The diff is computed from what is stored, never
 * from the client's `lastpermissionIds`, so a client cannot remove what the caller could not grant.
 * `refused` are the wanted entries it does not hold yet and the caller may not give.
 */
export function grantDiff(input: { held: string[]; wanted: string[]; changeable: ReadonlySet<string> }): {
  added: string[];
  removed: string[];
  refused: string[];
} {
  const held = new Set(input.held);
  const wanted = [...new Set(input.wanted)];
  const fresh = wanted.filter((id) => !held.has(id));
  return {
    added: fresh.filter((id) => input.changeable.has(id)),
    removed: input.held.filter((id) => input.changeable.has(id) && !wanted.includes(id)),
    refused: fresh.filter((id) => !input.changeable.has(id)),
  };
}
