import { array, bool, number, object, string, ValidationError } from 'yup';
import { AppError } from '../errors';
import { validateInput } from '../validate';

const schema = object({
  name: string().trim().required('event.titleRequired'),
  count: number().typeError('shop.quantityInvalid').default(1),
  flag: bool().default(false),
  tags: array(string().required()).default([]),
  address: object({ city: string().required('checkout.cityRequired') }).default(undefined),
});

async function failure(input: unknown): Promise<unknown> {
  return validateInput(schema, input).then(
    () => null,
    (error: unknown) => error,
  );
}

describe('validateInput', () => {
  it('passes a valid value through, unknown keys stripped', async () => {
    await expect(validateInput(schema, { name: ' Ruth ', count: '2', extra: 1 })).resolves.toEqual({
      name: 'Ruth',
      count: 2,
      flag: false,
      tags: [],
    });
  });

  it('refuses a list or an object where one value belongs, which yup would coerce', async () => {
    for (const [input, path] of [
      [{ name: 'Ruth', count: [2] }, 'count'],
      [{ name: 'Ruth', flag: [true] }, 'flag'],
      [{ name: { $ne: null } }, 'name'],
      [{ name: 'Ruth', tags: [{ $gt: '' }] }, 'tags[0]'],
      [{ name: 'Ruth', address: { city: ['NY'] } }, 'address.city'],
      [{ name: 'Ruth', address: ['NY'] }, 'address'],
    ] as const) {
      const error = await failure(input);
      expect(error).toBeInstanceOf(ValidationError);
      expect(error).toMatchObject({ errors: ['api.invalidInput'], path });
    }
    expect(await failure([{ name: 'Ruth' }])).toMatchObject({ errors: ['api.invalidInput'] });
  });

  it('keeps catalogue keys and replaces yup’s own sentences, which quote the value sent', async () => {
    const error = (await failure({ flag: 'maybe' })) as ValidationError;
    expect(error.errors.sort()).toEqual(['api.invalidInput', 'event.titleRequired']);
    expect(error.inner.map((inner) => [inner.path, inner.message]).sort()).toEqual([
      ['flag', 'api.invalidInput'],
      ['name', 'event.titleRequired'],
    ]);
    expect(JSON.stringify(error.errors)).not.toMatch(/maybe/);
  });

  it('turns a transform that met an unexpected type into a 400', async () => {
    const trimmed = object({ name: string().transform((value: string) => value.trim()) });
    await expect(validateInput(trimmed, { name: 5 })).resolves.toEqual({ name: '5' });
    const error = await validateInput(
      object({ name: string().transform(() => (null as unknown as string).trim()) }),
      { name: 'x' },
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 400, message: 'api.invalidInput' });
  });
});
