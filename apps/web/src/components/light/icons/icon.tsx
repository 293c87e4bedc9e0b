import type { SVGProps } from 'react';

// The light icons: antd's icons (path data from @ant-design/icons-svg, MIT) as plain SVG, for the light
// shell and pages: @ant-design/icons would bring its runtime (context, style injection) into the first
// load. Same box as antd's: 1em square, currentColor, aligned like .anticon. One module per icon, imported
// directly (a barrel would put every icon in the graph of whoever imports one), so a chunk carries only
// the icons it uses.

type IconProps = Omit<SVGProps<SVGSVGElement>, 'viewBox'>;

export function icon(viewBox: string, paths: string[]) {
  return function Icon({ className, ...props }: IconProps) {
    return (
      <svg
        viewBox={viewBox}
        width="1em"
        height="1em"
        fill="currentColor"
        aria-hidden="true"
        focusable="false"
        className={className ? `xcb-icon ${className}` : 'xcb-icon'}
        {...props}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  };
}
