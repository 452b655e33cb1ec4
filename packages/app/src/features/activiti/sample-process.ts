/** A small approval process with its diagram, for the modeler's tests and screenshots: a start
 * event, a leader's approval, a gateway and two ends (the reject way its default). */
export const SAMPLE_PROCESS = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"
  xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC"
  xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xmlns:activiti="http://activiti.org/bpmn" id="Definitions_1" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="leave" name="Leave" isExecutable="true">
    <bpmn:startEvent id="start" name="Submitted" />
    <bpmn:userTask id="approve" name="Leader approves" activiti:candidateGroups="HR" />
    <bpmn:exclusiveGateway id="decide" default="rejected" />
    <bpmn:endEvent id="endApproved" name="Approved" />
    <bpmn:endEvent id="endRejected" name="Rejected" />
    <bpmn:sequenceFlow id="toApprove" sourceRef="start" targetRef="approve" />
    <bpmn:sequenceFlow id="toDecide" sourceRef="approve" targetRef="decide" />
    <bpmn:sequenceFlow id="approved" sourceRef="decide" targetRef="endApproved">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\${decision == 'APPROVE'}</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="rejected" sourceRef="decide" targetRef="endRejected" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="Diagram_1">
    <bpmndi:BPMNPlane id="Plane_1" bpmnElement="leave">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start"><dc:Bounds x="152" y="182" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="approve_di" bpmnElement="approve"><dc:Bounds x="240" y="160" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="decide_di" bpmnElement="decide" isMarkerVisible="true"><dc:Bounds x="395" y="175" width="50" height="50" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="endApproved_di" bpmnElement="endApproved"><dc:Bounds x="502" y="112" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="endRejected_di" bpmnElement="endRejected"><dc:Bounds x="502" y="252" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="toApprove_di" bpmnElement="toApprove"><di:waypoint x="188" y="200" /><di:waypoint x="240" y="200" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="toDecide_di" bpmnElement="toDecide"><di:waypoint x="340" y="200" /><di:waypoint x="395" y="200" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="approved_di" bpmnElement="approved"><di:waypoint x="420" y="175" /><di:waypoint x="420" y="130" /><di:waypoint x="502" y="130" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="rejected_di" bpmnElement="rejected"><di:waypoint x="420" y="225" /><di:waypoint x="420" y="270" /><di:waypoint x="502" y="270" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
