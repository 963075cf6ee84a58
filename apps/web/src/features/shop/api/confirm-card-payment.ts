export type ConfirmResult =
  | { kind: 'succeeded' }
  | { kind: 'redirect'; url: string }
  | { kind: 'error'; message: string; providerMessage: boolean };

/**
 * Sends the card to the card provider (its sandbox here) with the intent's client secret, the way the
 * provider's browser library does: the card never passes through our API.
 */
export async function confirmCardPayment(
  clientSecret: string,
  card: { number: string; exp_month: number; exp_year: number; cvc: string; name: string },
  returnUrl: string,
): Promise<ConfirmResult> {
  const intentId = clientSecret.split('_secret_')[0]!;
  let res: Response;
  try {
    res = await fetch(`/api/sandbox/card/v1/payment_intents/${encodeURIComponent(intentId)}/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        client_secret: clientSecret,
        return_url: returnUrl,
        payment_method: {
          card: { number: card.number, exp_month: card.exp_month, exp_year: card.exp_year, cvc: card.cvc },
          billing_details: { name: card.name },
        },
      }),
    });
  } catch {
    return { kind: 'error', message: '', providerMessage: false };
  }
  const body = (await res.json().catch(() => ({}))) as {
    status?: string;
    next_action?: { redirect_to_url?: { url: string } };
    error?: { type?: string; message?: string };
  };
  if (res.ok && body.status === 'succeeded') return { kind: 'succeeded' };
  if (res.ok && body.next_action?.redirect_to_url)
    return { kind: 'redirect', url: body.next_action.redirect_to_url.url };
  if (body.error?.type === 'card_error' && body.error.message)
    return { kind: 'error', message: body.error.message, providerMessage: true };
  return { kind: 'error', message: '', providerMessage: false };
}
