/**
 * The contract between the shell and its remotes: what a remote exposes and which shared libraries it
 * expects. Each remote's build writes its contract version into its mf-manifest.json
 * (`metaData.contractVersion`, from @ministry/webpack-config); the shell was built for one version and
 * refuses any other, so an incompatible remote shows its section fallback instead of crashing the site.
 */
export const SUPPORTED_CONTRACT_VERSION = process.env.FEDERATION_CONTRACT_VERSION ?? '';

export class IncompatibleRemoteError extends Error {
  override name = 'IncompatibleRemoteError';
}

/** Throws unless `manifest` declares the contract version this shell supports. */
export function assertSupportedContract(
  manifest: unknown,
  manifestUrl: string,
  supported: string = SUPPORTED_CONTRACT_VERSION,
): void {
  const metaData = (manifest as { metaData?: { contractVersion?: unknown } } | null)?.metaData;
  const declared = metaData?.contractVersion;
  if (declared !== supported) {
    const found = typeof declared === 'string' ? `version ${declared}` : 'no version';
    throw new IncompatibleRemoteError(
      `${manifestUrl} declares contract ${found}; this shell supports version ${supported}`,
    );
  }
}
