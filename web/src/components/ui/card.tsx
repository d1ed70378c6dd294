import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../lib/cx';

interface CardProps extends HTMLAttributes<HTMLDivElement> {
  children: ReactNode;
}

export function Card({ className, children, ...rest }: CardProps) {
  return (
    <div className={cx('rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6', className)} {...rest}>
      {children}
    </div>
  );
}
