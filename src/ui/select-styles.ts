/** Mantine CSS of Select / Combobox, imported by the screens that render one (not in the first load). */
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/CloseButton.css';
