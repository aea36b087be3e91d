import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Files worth compressing: text under `assets/` (hashed, cached for a year) of 1 KB or more. */
const COMPRESSIBLE = /^assets\/.+\.(js|css|svg|json)$/;
const SMALLEST = 1024;

/**
 * Writes `NAME.br` and `NAME.gz` beside each built asset, once at build time, so the server sends
 * them as they are (`@fastify/static`'s `preCompressed`) instead of compressing every file again
 * for every browser that loads the portal.
 */
export function precompressedAssets(): Plugin {
  return {
    name: 'vanbid-precompressed-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const files = Object.values(bundle).filter((file) => COMPRESSIBLE.test(file.fileName));
      await Promise.all(
        files.map(async (file) => {
          const source = file.type === 'chunk' ? file.code : file.source;
          const content = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
          if (content.length < SMALLEST) return;
          const path = join(outDir, file.fileName);
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}
