import Markdown, { type Components } from 'react-markdown';
import { cx } from '../../lib/cx';

// Content written by admins (chapters, knowledge articles, news) is Markdown. react-markdown builds
// React elements from the Markdown tree and leaves raw HTML out (skipHtml), so a <script> typed into
// content never reaches the DOM; links to other sites open in a new tab without access to this one.
const isExternal = (href: string | undefined) => !!href && /^https?:\/\//i.test(href);

const components: Components = {
  a: ({ href, children, node: _node, ...rest }) =>
    isExternal(href) ? (
      <a {...rest} href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ) : (
      <a {...rest} href={href}>
        {children}
      </a>
    ),
};

/** Renders Markdown as typographic HTML; raw HTML in the source is dropped. */
export function MarkdownText({ children, className }: { children: string; className?: string }) {
  return (
    <div className={cx('markdown-text', className)}>
      <Markdown skipHtml components={components}>
        {children}
      </Markdown>
    </div>
  );
}
