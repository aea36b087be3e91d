import { useState } from 'react';
import styles from './two-factor.module.css';

const FILE_NAME = 'vanbid-recovery-codes.txt';

function download(codes: string[]): void {
  const text = `Vanbid recovery codes (each works once)\r\n\r\n${codes.join('\r\n')}\r\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: FILE_NAME });
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The recovery codes, shown once (the server keeps only their hashes): each signs in once when
 * the phone is not at hand. Copy and download so that they can be kept somewhere safe.
 */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const [copied, setCopied] = useState(false);
  return (
    <section aria-labelledby="recovery-codes-title" style={{ display: 'grid', gap: 12 }}>
      <h2 id="recovery-codes-title" style={{ margin: 0, fontSize: '1.1rem' }}>
        Your recovery codes
      </h2>
      <p className={styles.hint}>
        Keep these somewhere safe. Each one signs you in once if you lose your phone. They are shown only now.
      </p>
      <ul className={styles.codes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.secondaryButton}
          onClick={() => void navigator.clipboard?.writeText(codes.join('\n')).then(() => setCopied(true))}
        >
          {copied ? 'Copied' : 'Copy'}
        </button>
        <button type="button" className={styles.secondaryButton} onClick={() => download(codes)}>
          Download
        </button>
      </div>
    </section>
  );
}
