import { CardText, CardTitle, IconTile } from "@/src/components/ui/card";
import { Icon } from "@/src/components/ui/icon";
import { Section } from "@/src/components/ui/section";
import { blogPage } from "@/src/data/feeds";

export function TopicsSection() {
  return (
    <Section
      tone="muted"
      heading={{ id: "blog-topics", title: blogPage.topicsHeading, subtitle: blogPage.topicsSubtitle }}
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {blogPage.topics.map((topic) => (
          <li
            key={topic.title}
            className="flex flex-col gap-3 rounded-card border border-line bg-surface p-6"
          >
            <IconTile>
              <Icon name={topic.icon} />
            </IconTile>
            <CardTitle>{topic.title}</CardTitle>
            <CardText>{topic.description}</CardText>
          </li>
        ))}
      </ul>
    </Section>
  );
}
