/** The card goes to the provider (its sandbox here) with the intent's secret, never to our API. */
export async function confirmCard(
  card: { intent_id: string; client_secret: string },
  input: { number: string; exp_month: number; exp_year: number; cvc: string },
  returnUrl: string,
): Promise<{ ok: true } | { redirect: string } | { error: string }> {
  let res: Response;
  try {
    res = await fetch(`/api/sandbox/card/v1/payment_intents/${encodeURIComponent(card.intent_id)}/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        client_secret: card.client_secret,
        return_url: returnUrl,
        payment_method: { card: input },
      }),
    });
  } catch {
    return { error: '' };
  }
  const body = (await res.json().catch(() => ({}))) as {
    status?: string;
    next_action?: { redirect_to_url?: { url: string } };
    error?: { type?: string; message?: string };
  };
  if (res.ok && body.status === 'succeeded') return { ok: true };
  if (res.ok && body.next_action?.redirect_to_url) return { redirect: body.next_action.redirect_to_url.url };
  return { error: body.error?.type === 'card_error' ? (body.error.message ?? '') : '' };
}
