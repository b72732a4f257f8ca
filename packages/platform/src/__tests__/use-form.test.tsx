import { act, renderHook, waitFor } from '@testing-library/react';
import { number, object, string } from 'yup';
import { ApiError } from '../api';
import { useForm } from '../use-form';

const schema = object({
  name: string().trim().required('contact.nameMin').min(2, 'contact.nameMin'),
  email: string().trim().required('contact.emailInvalid').email('contact.emailInvalid'),
});
const EMPTY = { name: '', email: '' };

describe('useForm', () => {
  it('gives every field its first error, and the clean values once they pass', async () => {
    const { result } = renderHook(() => useForm(schema, EMPTY));
    let clean: unknown;
    await act(async () => {
      clean = await result.current.validate();
    });
    expect(clean).toBeNull();
    expect(result.current.errors).toEqual({ name: 'contact.nameMin', email: 'contact.emailInvalid' });

    act(() => result.current.setValue('name', '  Ana '));
    expect(result.current.errors).toEqual({ email: 'contact.emailInvalid' });
    act(() => result.current.setValue('email', 'ana@example.com'));
    await act(async () => {
      clean = await result.current.validate();
    });
    expect(clean).toEqual({ name: 'Ana', email: 'ana@example.com' });
    expect(result.current.errors).toEqual({});
  });

  it('imports a lazy schema once, when the form is first edited', async () => {
    const load = jest.fn(() => Promise.resolve(schema));
    const { result } = renderHook(() => useForm(load, EMPTY));
    expect(load).not.toHaveBeenCalled();
    act(() => result.current.setValue('name', 'A'));
    act(() => result.current.setValue('name', 'Ana'));
    await act(async () => {
      await result.current.validate();
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current.errors).toEqual({ email: 'contact.emailInvalid' });
  });

  it('tries a failed schema import again on the next submit', async () => {
    const load = jest
      .fn<Promise<typeof schema>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(schema);
    const { result } = renderHook(() => useForm(load, EMPTY));
    await act(async () => {
      await expect(result.current.validate()).rejects.toThrow('offline');
    });
    let clean: unknown;
    await act(async () => {
      clean = await result.current.validate();
    });
    expect(clean).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current.errors.name).toBe('contact.nameMin');
  });
});

describe('useForm with groups of fields', () => {
  const address = object({
    street: string().required('checkout.streetRequired'),
    city: string().required('checkout.cityRequired'),
  });
  const order = object({ shipping: address, billing: address });
  interface OrderForm {
    shipping: { street: string; city: string };
    billing: { street: string; city: string };
    sameAsShipping: boolean;
  }
  const EMPTY_ORDER: OrderForm = {
    shipping: { street: '', city: '' },
    billing: { street: '', city: '' },
    sameAsShipping: true,
  };
  const options = {
    prepare: (values: OrderForm) => ({
      shipping: values.shipping,
      billing: values.sameAsShipping ? values.shipping : values.billing,
    }),
    showsError: (path: string, values: OrderForm) => !(values.sameAsShipping && path.startsWith('billing.')),
    revalidateAfterSubmit: true,
  };

  it('keys errors by dotted path, checks the prepared value and leaves out what the page hides', async () => {
    const { result } = renderHook(() => useForm(order, EMPTY_ORDER, options));
    await act(async () => {
      await result.current.validate();
    });
    expect(result.current.errors).toEqual({
      'shipping.street': 'checkout.streetRequired',
      'shipping.city': 'checkout.cityRequired',
    });
    act(() => result.current.setValue('shipping.street', '60-12 Myrtle Avenue'));
    expect(result.current.valueOf('shipping.street')).toBe('60-12 Myrtle Avenue');
    expect(result.current.values.shipping.city).toBe('');
    // After the submit, the change checks the whole form again: the street's error goes, the city's stays.
    await waitFor(() => expect(result.current.errors).toEqual({ 'shipping.city': 'checkout.cityRequired' }));
  });

  it('checks the whole form again as it changes after a submit', async () => {
    const { result } = renderHook(() => useForm(order, EMPTY_ORDER, options));
    await act(async () => {
      await result.current.validate();
    });
    await act(async () => {
      result.current.setValue('sameAsShipping', false);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(result.current.errors).toMatchObject({
      'billing.street': 'checkout.streetRequired',
      'shipping.street': 'checkout.streetRequired',
    });
  });

  it('shows a 400’s field errors on the nearest field of the form', () => {
    const { result } = renderHook(() => useForm(order, EMPTY_ORDER));
    const refusal = new ApiError(
      400,
      JSON.stringify({
        message: 'Invalid',
        errors: { 'shipping.city': 'City is required', 'notes.text': 'x', unknown: 'y' },
      }),
      'Bad Request',
    );
    let shown = false;
    act(() => {
      shown = result.current.showServerErrors(refusal);
    });
    expect(shown).toBe(true);
    expect(result.current.errors).toEqual({ 'shipping.city': 'City is required' });
    expect(result.current.showServerErrors(new ApiError(409, '{"message":"Taken"}', 'Conflict'))).toBe(false);
  });
});

describe('useForm with a field held under another name', () => {
  const priced = object({
    priceCents: number()
      .typeError('product.priceInvalid')
      .required('product.priceRequired')
      .integer('product.priceInvalid'),
  });
  interface PriceForm {
    priceText: string;
  }
  const FIELD_FOR = { priceCents: 'priceText' } as const;
  const options = {
    prepare: ({ priceText }: PriceForm) => ({
      priceCents: priceText === '' ? undefined : Number(priceText) * 100,
    }),
    fieldFor: FIELD_FOR,
  };

  it('puts the schema’s and the service’s errors of the sent name on the field that holds it', async () => {
    const { result } = renderHook(() => useForm(priced, { priceText: '' }, options));
    await act(async () => {
      await result.current.validate();
    });
    expect(result.current.errors).toEqual({ priceText: 'product.priceRequired' });
    act(() => result.current.setValue('priceText', '12.345'));
    await act(async () => {
      await result.current.validate();
    });
    expect(result.current.errors).toEqual({ priceText: 'product.priceInvalid' });

    const refusal = new ApiError(
      400,
      JSON.stringify({ message: 'Invalid', errors: { priceCents: 'Enter the price in dollars' } }),
      'Bad Request',
    );
    act(() => {
      expect(result.current.showServerErrors(refusal)).toBe(true);
    });
    expect(result.current.errors).toEqual({ priceText: 'Enter the price in dollars' });
  });
});
