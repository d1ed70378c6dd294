import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A tile of the hub and the category picker: one quiz mode or category, with what it holds; `after` sits below the link. */
export function QuizLink({
  to,
  title,
  detail,
  children,
  after,
}: {
  to: string;
  title: string;
  detail: string;
  children?: ReactNode;
  after?: ReactNode;
}) {
  return (
    <li>
      <Link
        to={to}
        className="flex min-h-11 flex-col gap-1 rounded-lg border border-slate-200 bg-white p-4 text-slate-900 no-underline shadow-sm transition-colors hover:border-indigo-300 hover:bg-indigo-50 hover:no-underline"
      >
        <span className="font-semibold text-indigo-700">{title}</span>
        <span className="text-sm text-slate-700">{detail}</span>
        {children}
      </Link>
      {after}
    </li>
  );
}
