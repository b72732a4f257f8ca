// A stand-in for Stripe.js in jsdom (the real script cannot load here): enough of `Stripe(key)` for
// @stripe/react-stripe-js's Elements and PaymentElement, with confirmPayment answered by the test.
export type ConfirmAnswer = { error?: { type: string; code?: string; message?: string } } | 'redirect';

export interface FakeStripe {
  /** Each confirmPayment: the return URL the page asked for. */
  confirmed: string[];
  /** The client secrets Elements groups were created with. */
  elementsSecrets: string[];
  /** What the next confirmPayment answers ('redirect': Stripe leaves the page, so it never resolves). */
  answer: ConfirmAnswer;
}

export function installFakeStripe(): FakeStripe {
  const fake: FakeStripe = { confirmed: [], elementsSecrets: [], answer: 'redirect' };
  function Stripe() {
    return {
      _registerWrapper() {},
      registerAppInfo() {},
      createToken() {},
      createPaymentMethod() {},
      confirmCardPayment() {},
      elements(options: { clientSecret: string }) {
        fake.elementsSecrets.push(options.clientSecret);
        return {
          update() {},
          getElement() {
            return null;
          },
          create() {
            const handlers: Record<string, ((event: unknown) => void)[]> = {};
            return {
              mount(node: HTMLElement) {
                node.innerHTML = '<input aria-label="Card number" value="4242 4242 4242 4242">';
                setTimeout(() => (handlers.ready ?? []).forEach((handler) => handler({})), 0);
              },
              on(event: string, handler: (event: unknown) => void) {
                (handlers[event] ??= []).push(handler);
              },
              off() {},
              update() {},
              destroy() {},
            };
          },
        };
      },
      confirmPayment({ confirmParams }: { confirmParams: { return_url: string } }) {
        fake.confirmed.push(confirmParams.return_url);
        const answer = fake.answer;
        return answer === 'redirect' ? new Promise(() => {}) : Promise.resolve(answer);
      },
    };
  }
  Object.assign(window, { Stripe });
  return fake;
}
