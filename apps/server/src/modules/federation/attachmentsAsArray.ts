/**
 * An actor document whose `attachment` is always an array. JSON-LD compaction (Fedify's) writes
 * one profile field as a lone object, and Mastodon keeps profile fields only from an array
 * (`ProcessAccountService#property_values`): a member with one About line would show none.
 */
export async function attachmentsAsArray(response: Response): Promise<Response> {
  const document = (await response.json()) as Record<string, unknown>;
  if (document.attachment !== undefined && !Array.isArray(document.attachment)) document.attachment = [document.attachment];
  return new Response(JSON.stringify(document), { status: response.status, headers: response.headers });
}
