import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Button, Flex, Tooltip } from 'antd';
import DOMPurify from 'dompurify';
import { useEffect, useRef } from 'react';

/**
 * A small rich-text editor (contentEditable with a formatting bar) for resource bodies. The HTML it gives
 * is cleaned with DOMPurify here and sanitised again by the server before it is stored.
 */
export function RichTextEditor({ value, onChange }: { value?: string; onChange?: (html: string) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = ref.current;
    if (node && node.innerHTML !== (value ?? '')) node.innerHTML = DOMPurify.sanitize(value ?? '');
  }, [value]);
  const emit = () => onChange?.(DOMPurify.sanitize(ref.current?.innerHTML ?? ''));
  const command = (name: string, argument?: string) => {
    ref.current?.focus();
    document.execCommand(name, false, argument);
    emit();
  };
  const tools = [
    { title: 'Bold', icon: <BoldOutlined />, run: () => command('bold') },
    { title: 'Italic', icon: <ItalicOutlined />, run: () => command('italic') },
    { title: 'Bulleted list', icon: <UnorderedListOutlined />, run: () => command('insertUnorderedList') },
    { title: 'Numbered list', icon: <OrderedListOutlined />, run: () => command('insertOrderedList') },
    {
      title: 'Link',
      icon: <LinkOutlined />,
      run: () => {
        const url = window.prompt('Link address (https://…)');
        if (url && /^https?:\/\//.test(url)) command('createLink', url);
      },
    },
  ];
  return (
    <div style={{ border: '1px solid #d9d9d9', borderRadius: 6 }}>
      <Flex gap={4} style={{ padding: 4, borderBottom: '1px solid #f0f0f0' }}>
        {tools.map((tool) => (
          <Tooltip key={tool.title} title={tool.title}>
            <Button
              size="small"
              type="text"
              icon={tool.icon}
              aria-label={tool.title}
              onMouseDown={(e) => e.preventDefault()}
              onClick={tool.run}
            />
          </Tooltip>
        ))}
      </Flex>
      {/* biome-ignore lint/a11y/useSemanticElements: rich text needs contentEditable, which a textarea cannot be */}
      <div
        ref={ref}
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        tabIndex={0}
        aria-multiline="true"
        aria-label="Body"
        onInput={emit}
        onBlur={emit}
        style={{ minHeight: 160, padding: '8px 12px', outline: 'none' }}
      />
    </div>
  );
}
