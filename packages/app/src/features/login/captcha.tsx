import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { RefreshCw } from 'lucide-react';
import { formatMessage, noticeMessages } from '@pocket/i18n';
import { captchaUrl } from './first-captcha.ts';

type CaptchaImageProps = {
  captchaKey: string;
  onRefresh: () => void;
  /** Called when the image has arrived or failed. */
  onSettled?: () => void;
};

/** The captcha image as a button: a click loads a new one; a failed load says so. */
export function CaptchaImage({ captchaKey, onRefresh, onSettled }: CaptchaImageProps) {
  const { t, i18n } = useLingui();
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const failed = failedKey === captchaKey;
  const image = useRef<HTMLImageElement>(null);
  const fail = () => {
    setFailedKey(captchaKey);
    onSettled?.();
  };
  // An image that had arrived or failed before React had the page (the pre-rendered sign-in page)
  // fires no event for it.
  useEffect(() => {
    const current = image.current;
    if (!current?.complete) return;
    if (current.naturalWidth > 0) onSettled?.();
    else fail();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per image
  }, [captchaKey]);
  return (
    <button
      type="button"
      onClick={onRefresh}
      aria-label={t`Verification code image, click to refresh`}
      data-testid="captcha"
      data-captcha-key={captchaKey}
      className="relative flex h-9 w-32 shrink-0 items-center justify-center overflow-hidden rounded-md border border-border bg-background text-xs focus-visible:outline-2 focus-visible:outline-ring"
    >
      {failed ? (
        <span role="alert" className="flex items-center gap-1 px-1 text-danger">
          <RefreshCw aria-hidden className="size-3 shrink-0" />
          {formatMessage(i18n, noticeMessages.captchaFailed)}
        </span>
      ) : (
        <img
          key={captchaKey}
          src={captchaUrl(captchaKey)}
          alt=""
          className="h-full w-full object-contain"
          ref={image}
          onLoad={onSettled}
          onError={fail}
        />
      )}
    </button>
  );
}
