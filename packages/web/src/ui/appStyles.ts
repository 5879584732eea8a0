// Mantine styles of the signed-in shell and the screens after sign-in (menus, drawer, cards,
// badges), loaded with them rather than with the sign-in page (issue 16). After ../styles.ts.
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Indicator.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/EmptyState.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/ScrollArea.css';
