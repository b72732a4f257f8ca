import { act, renderHook } from '@testing-library/react';
import { object, string } from 'yup';
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
