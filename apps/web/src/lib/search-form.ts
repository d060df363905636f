/**
 * The keywords of a job search form, read from the form itself: on a page rendered on the server,
 * what a visitor typed before the app took the page over counts too.
 */
export const keywordsOf = (form: HTMLFormElement) =>
  String(new FormData(form).get('q') ?? '').trim();
