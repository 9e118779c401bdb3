import { SHARE_TEXT_PREVIEW_CHARS } from '../../../common/constants';

// The share dialog's texts and links (spec §3 "Post for sharing: id, title, text", §9 sharing).

export interface SharablePost {
  id: number;
  title: string;
  text: string;
}

export function postUrl(origin: string, id: number): string {
  return `${origin.replace(/\/$/, '')}/post/${id}`;
}

/** At most 200 characters (whole code points, whitespace folded), with an ellipsis when cut. */
export function sharePreview(text: string, max: number = SHARE_TEXT_PREVIEW_CHARS): string {
  const folded = text.replace(/\s+/g, ' ').trim();
  const characters = [...folded];
  if (characters.length <= max) return folded;
  return `${characters.slice(0, max - 1).join('').trimEnd()}…`;
}

export function shareLinks(url: string, post: SharablePost): { x: string; facebook: string; reddit: string } {
  const encodedUrl = encodeURIComponent(url);
  const title = encodeURIComponent(post.title);
  return {
    x: `https://x.com/intent/post?url=${encodedUrl}&text=${title}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`,
    reddit: `https://www.reddit.com/submit?url=${encodedUrl}&title=${title}`,
  };
}
