import type { HTMLAttributes } from 'react';

function make(Tag: 'h2' | 'h3' | 'h4') {
  return function Heading({ id, children, ...rest }: HTMLAttributes<HTMLHeadingElement>) {
    return (
      <Tag id={id} {...rest} className="anchored-heading">
        {children}
        {id && (
          <a className="heading-anchor" href={`#${id}`} aria-label={`Direct link to this section`}>
            #
          </a>
        )}
      </Tag>
    );
  };
}

export const h2 = make('h2');
export const h3 = make('h3');
export const h4 = make('h4');
