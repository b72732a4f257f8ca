import { assertSupportedContract, IncompatibleRemoteError } from '../remote-contract';

const url = '/remotes/shop/mf-manifest.json';
const manifest = (contractVersion?: unknown) => ({ metaData: { name: 'shop', contractVersion } });

describe('assertSupportedContract', () => {
  it('accepts a remote built for the supported contract version', () => {
    expect(() => assertSupportedContract(manifest('1'), url, '1')).not.toThrow();
  });

  it('refuses a remote built for another contract version', () => {
    expect(() => assertSupportedContract(manifest('2'), url, '1')).toThrow(IncompatibleRemoteError);
    expect(() => assertSupportedContract(manifest('2'), url, '1')).toThrow(
      `${url} declares contract version 2; this shell supports version 1`,
    );
  });

  it('refuses a remote whose manifest declares no contract version', () => {
    expect(() => assertSupportedContract(manifest(), url, '1')).toThrow('declares contract no version');
    expect(() => assertSupportedContract({}, url, '1')).toThrow(IncompatibleRemoteError);
    expect(() => assertSupportedContract(null, url, '1')).toThrow(IncompatibleRemoteError);
    expect(() => assertSupportedContract(manifest(1), url, '1')).toThrow(IncompatibleRemoteError);
  });
});
