import type { ComponentProps } from 'react';
import * as AvatarPrimitive from '@radix-ui/react-avatar';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn.ts';
import { useUiLabels } from '../lib/labels.tsx';

/** Default avatar: a neutral head-and-shoulders silhouette, bundled so it never 404s. */
export const DEFAULT_AVATAR_SRC =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#c0c4cc"/><circle cx="32" cy="25" r="12" fill="#fff"/><path d="M10 60c2-13 11-20 22-20s20 7 22 20z" fill="#fff"/></svg>',
  );

const ABSOLUTE_RE = /^(?:[a-z][a-z\d+.-]*:|\/\/|\/)/i;

type AvatarSourceOptions = {
  /** Prefix for local image names, e.g. the file server's URL. */
  baseUrl?: string | undefined;
  /** Custom resolution of local image names; wins over baseUrl. */
  resolveSrc?: ((name: string) => string) | undefined;
};

/**
 * Turns an avatar value into a URL: absolute URLs (http:, data:, //host, /path) pass through,
 * local names go through resolveSrc or are joined to baseUrl.
 */
function resolveAvatarSrc(src: string | null | undefined, options: AvatarSourceOptions = {}) {
  if (!src) return undefined;
  if (ABSOLUTE_RE.test(src)) return src;
  if (options.resolveSrc) return options.resolveSrc(src);
  if (options.baseUrl) return `${options.baseUrl.replace(/\/+$/, '')}/${src.replace(/^\/+/, '')}`;
  return src;
}

const avatarVariants = cva('relative inline-flex shrink-0 overflow-hidden bg-muted', {
  variants: {
    size: { sm: 'size-6', md: 'size-9', lg: 'size-12', xl: 'size-20' },
    shape: { circle: 'rounded-full', square: 'rounded-md' },
  },
  defaultVariants: { size: 'md', shape: 'circle' },
});

type AvatarProps = Omit<ComponentProps<typeof AvatarPrimitive.Root>, 'children'> &
  VariantProps<typeof avatarVariants> &
  AvatarSourceOptions & {
    /** Absolute URL or a local image name. */
    src?: string | null | undefined;
    /** Text alternative; defaults to the `avatarFallback` label. */
    alt?: string | undefined;
    /** Image shown while loading or when src is missing or broken. */
    fallbackSrc?: string | undefined;
  };

function Avatar({
  src,
  alt,
  baseUrl,
  resolveSrc,
  fallbackSrc = DEFAULT_AVATAR_SRC,
  size,
  shape,
  className,
  ...props
}: AvatarProps) {
  const labels = useUiLabels();
  const url = resolveAvatarSrc(src, { baseUrl, resolveSrc });
  const text = alt ?? labels.avatarFallback;
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      className={cn(avatarVariants({ size, shape }), className)}
      {...props}
    >
      {url ? (
        <AvatarPrimitive.Image
          data-slot="avatar-image"
          src={url}
          alt={text}
          className="size-full object-cover"
        />
      ) : null}
      <AvatarPrimitive.Fallback asChild>
        <img data-slot="avatar-fallback" src={fallbackSrc} alt={text} className="size-full" />
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}

export { Avatar, avatarVariants, resolveAvatarSrc };
export type { AvatarProps, AvatarSourceOptions };
