import { Button, Card, Collapse, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { ArticleMeta } from './ArticleMeta.js';
import type { Article } from './articles.js';

/** An article: its summary, and the full text on demand. */
export function ArticleCard({ article }: { article: Article }) {
  const [open, setOpen] = useState(false);
  const bodyId = `article-body-${article.id}`;
  return (
    <Card
      className={article.featured ? 'article-card article-featured' : 'article-card'}
      role="article"
      aria-labelledby={`article-title-${article.id}`}
      data-testid={article.featured ? 'featured-article' : 'article'}
    >
      {article.featured ? <span className="eyebrow">Featured</span> : null}
      <ArticleMeta article={article} />
      <h2 id={`article-title-${article.id}`} className="article-title">
        {article.title}
      </h2>
      <p className="article-excerpt">{article.excerpt}</p>
      <Collapse isOpen={open}>
        <div id={bodyId} className="article-body">
          {article.body.map((paragraph) => (
            <p key={paragraph.slice(0, 32)}>{paragraph}</p>
          ))}
        </div>
      </Collapse>
      <div className="article-footer">
        <div className="article-tags">
          {article.tags.map((tag) => (
            <Tag key={tag} minimal round>
              #{tag}
            </Tag>
          ))}
        </div>
        <Button
          variant="minimal"
          endIcon={open ? 'chevron-up' : 'chevron-down'}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? 'Show less' : 'Read article'}
        </Button>
      </div>
    </Card>
  );
}
