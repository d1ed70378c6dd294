import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { useDocumentTitle } from '../../../lib/use-document-title';

interface AuthCardProps {
  /** The page's h1 and tab title. */
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Links below the form (to sign-in, registration, reset). */
  footer?: ReactNode;
}

export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  useDocumentTitle(title);
  return (
    <Card className="w-full max-w-md">
      <div className="mb-6 flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {intro && <div className="text-slate-700">{intro}</div>}
      </div>
      <div className="flex flex-col gap-5">{children}</div>
      {footer && <div className="mt-6 flex flex-col gap-2 border-t border-slate-200 pt-4 text-sm text-slate-700">{footer}</div>}
    </Card>
  );
}
