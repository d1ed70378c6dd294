import type { ReactNode } from 'react';
import { Banner } from './banner';
import { Button } from './button';

interface LoadErrorBannerProps {
  children: ReactNode;
  retryLabel: string;
  onRetry: () => void;
  isRetrying?: boolean;
  size?: 'sm' | 'md';
}

/** A list or page that could not be loaded: the message and a button that asks again. */
export function LoadErrorBanner({ children, retryLabel, onRetry, isRetrying = false, size }: LoadErrorBannerProps) {
  return (
    <Banner
      variant="error"
      action={
        <Button variant="secondary" size={size} className="self-start" onClick={onRetry} loading={isRetrying}>
          {retryLabel}
        </Button>
      }
    >
      {children}
    </Banner>
  );
}
