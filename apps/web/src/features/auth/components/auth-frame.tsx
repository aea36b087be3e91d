import type { ReactNode } from 'react';
import { Logo } from '../../../components/logo';
import styles from './auth.module.css';

interface AuthFrameProps {
  title: string;
  subtitle: ReactNode;
  children: ReactNode;
}

/** The frame of the sign-in pages: logo, one card, the page's `<h1>` and document title. */
export function AuthFrame({ title, subtitle, children }: AuthFrameProps) {
  return (
    <div className={styles.page}>
      <header>
        <Logo size="large" />
      </header>
      <main className={styles.card}>
        <title>{`${title} · Vanbid`}</title>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.subtitle}>{subtitle}</p>
        {children}
      </main>
    </div>
  );
}
