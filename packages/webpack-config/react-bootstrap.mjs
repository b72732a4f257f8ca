// What every build shares as `react-bootstrap`: the components the site uses, from the package's ES
// files. Sharing the package root would ship all of it (carousel, toasts, popovers, offcanvas…,
// about 39 KB gzipped) to the first visit of any page that shows one of its buttons. It stays one
// shared module, so components that talk through internal contexts (Tab.Container and Nav) meet
// one copy of them. Not here: Dropdown, which brings Popper (about 7 KB gzipped) and only the
// member's avatar menu uses (@ministry/platform/avatar-menu imports it by itself).
// A build that imports a name missing here fails (see index.js).
export { default as Alert } from 'react-bootstrap/esm/Alert.js';
export { default as Badge } from 'react-bootstrap/esm/Badge.js';
export { default as Button } from 'react-bootstrap/esm/Button.js';
export { default as ButtonGroup } from 'react-bootstrap/esm/ButtonGroup.js';
export { default as Card } from 'react-bootstrap/esm/Card.js';
export { default as Col } from 'react-bootstrap/esm/Col.js';
export { default as Container } from 'react-bootstrap/esm/Container.js';
export { default as Form } from 'react-bootstrap/esm/Form.js';
export { default as ListGroup } from 'react-bootstrap/esm/ListGroup.js';
export { default as Modal } from 'react-bootstrap/esm/Modal.js';
export { default as Nav } from 'react-bootstrap/esm/Nav.js';
export { default as Navbar } from 'react-bootstrap/esm/Navbar.js';
export { default as Pagination } from 'react-bootstrap/esm/Pagination.js';
export { default as Placeholder } from 'react-bootstrap/esm/Placeholder.js';
export { default as Row } from 'react-bootstrap/esm/Row.js';
export { default as Tab } from 'react-bootstrap/esm/Tab.js';
export { default as Table } from 'react-bootstrap/esm/Table.js';
