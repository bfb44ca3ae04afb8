/**
 * How a picture is fetched: a `priority` one (the largest thing its page shows at first) with the
 * page and ahead of the rest; any other when it comes near the screen.
 */
export const pictureLoading = (priority: boolean) =>
  priority
    ? ({ loading: 'eager', fetchPriority: 'high' } as const)
    : ({ loading: 'lazy' } as const);
