import { useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { mountRootParcel, type Parcel } from 'single-spa';
import type { RemotePageProps } from '@dostavka/shared-kernel/remote';
import type { RemotePages } from './remotes';

export interface ParcelHostProps {
  /** Null while the remote loads: the area shows the server's markup, if any, meanwhile. */
  pages: RemotePages | null;
  props: Omit<RemotePageProps, 'preloaded'>;
  /** The server-rendered markup of this area and the data it was rendered with. */
  ssr: { html: string; preloaded: RemotePageProps['preloaded'] } | null;
  /** Shown in the page's place until the parcel has mounted (the page's frame); null: nothing. */
  placeholder?: ReactNode;
  onError(error: Error): void;
  /** The parcel is mounted (and the server's markup, if any, hydrated). */
  onMounted(): void;
}

/**
 * The element a remote page parcel lives in. With server markup the element keeps it (React does
 * not touch content it set through dangerouslySetInnerHTML) until the parcel hydrates it. With a
 * placeholder, the element stays hidden while the parcel mounts and the placeholder shows, and
 * one render swaps them once the page is drawn: no loader or half-drawn page in between.
 */
export function ParcelHost({
  pages,
  props,
  ssr,
  placeholder = null,
  onError,
  onMounted,
}: ParcelHostProps): ReactElement {
  const element = useRef<HTMLDivElement>(null);
  const parcel = useRef<Parcel | null>(null);
  const [html] = useState(() => (ssr ? { __html: ssr.html } : undefined));
  // A new address of the same page updates the parcel instead of remounting it.
  const address = JSON.stringify([props.page, props.route, props.params, props.query]);
  const mountedAddress = useRef(address);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    if (!pages || !element.current) return;
    const mounted = mountRootParcel(pages, {
      domElement: element.current,
      ...props,
      ...(ssr ? { preloaded: ssr.preloaded } : {}),
    });
    parcel.current = mounted;
    mountedAddress.current = address;
    mounted.mountPromise.then(
      () => {
        if (parcel.current === mounted) setDrawn(true);
        onMounted();
      },
      (error: unknown) => onError(error instanceof Error ? error : new Error(String(error))),
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

  const waiting = placeholder !== null && !drawn;
  return (
    <>
      {waiting && placeholder}
      <div
        ref={element}
        className="remote-area"
        data-ssr={ssr ? '' : undefined}
        hidden={waiting}
        dangerouslySetInnerHTML={html}
        suppressHydrationWarning
      />
    </>
  );
}
