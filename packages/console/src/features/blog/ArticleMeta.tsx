import { Icon, Intent, Tag } from '@blueprintjs/core';
import { readMinutes, type Article } from './articles.js';

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

export function formatArticleDate(date: string): string {
  return DATE_FORMAT.format(new Date(`${date}T00:00:00Z`));
}

/** Category, date, read time and author of an article. */
export function ArticleMeta({ article }: { article: Article }) {
  return (
    <div className="article-meta">
      <Tag intent={Intent.PRIMARY} minimal>
        {article.category}
      </Tag>
      <span>
        <Icon icon="calendar" size={12} />{' '}
        <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
      </span>
      <span>
        <Icon icon="time" size={12} /> {readMinutes(article)} min read
      </span>
      <span>
        <Icon icon="person" size={12} /> {article.author}
      </span>
    </div>
  );
}
