import { useEffect, useRef, useState, type ReactElement } from 'react';
import { mountRootParcel, type Parcel } from 'single-spa';
import type { RemotePageProps } from '@dostavka/shared-kernel/remote';
import type { RemotePages } from './remotes';

export interface ParcelHostProps {
  /** Null while the remote loads: the area shows the server's markup, if any, meanwhile. */
  pages: RemotePages | null;
  props: Omit<RemotePageProps, 'preloaded'>;
  /** The server-rendered markup of this area and the data it was rendered with. */
  ssr: { html: string; preloaded: RemotePageProps['preloaded'] } | null;
  onError(error: Error): void;
  /** The parcel is mounted (and the server's markup, if any, hydrated). */
  onMounted(): void;
}

/**
 * The element a remote page parcel lives in. With server markup the element keeps it (React does
 * not touch content it set through dangerouslySetInnerHTML) until the parcel hydrates it.
 */
export function ParcelHost({ pages, props, ssr, onError, onMounted }: ParcelHostProps): ReactElement {
  const element = useRef<HTMLDivElement>(null);
  const parcel = useRef<Parcel | null>(null);
  const [html] = useState(() => (ssr ? { __html: ssr.html } : undefined));
  // A new address of the same page updates the parcel instead of remounting it.
  const address = JSON.stringify([props.page, props.route, props.params, props.query]);
  const mountedAddress = useRef(address);

  useEffect(() => {
    if (!pages || !element.current) return;
    const mounted = mountRootParcel(pages, {
      domElement: element.current,
      ...props,
      ...(ssr ? { preloaded: ssr.preloaded } : {}),
    });
    parcel.current = mounted;
    mountedAddress.current = address;
    mounted.mountPromise.then(onMounted, (error: unknown) =>
      onError(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      parcel.current = null;
      if (mounted.getStatus() === 'MOUNTED') void mounted.unmount();
      else
        void mounted.mountPromise.then(
          () => mounted.unmount(),
          () => undefined,
        );
    };
  }, [pages]);

  useEffect(() => {
    const current = parcel.current;
    if (!current?.update || mountedAddress.current === address) return;
    mountedAddress.current = address;
    void current.mountPromise.then(() => current.update?.({ ...props }));
  }, [address]);

  return (
    <div
      ref={element}
      className="remote-area"
      data-ssr={ssr ? '' : undefined}
      dangerouslySetInnerHTML={html}
      suppressHydrationWarning
    />
  );
}
