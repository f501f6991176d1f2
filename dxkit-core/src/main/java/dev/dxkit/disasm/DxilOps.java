package dev.dxkit.disasm;

/**
 * DXIL operations by opcode (the first {@code i32} argument of a {@code @dx.op.*} call): the name and parameter
 * names that dxc's disassembler prints in the comment after the call, e.g. {@code LoadInput(inputSigId,rowIndex,
 * colIndex,gsVertexAxis)}. Public facts of the DXIL operation table (DXIL.rst); opcodes not listed get no comment.
 */
final class DxilOps {
    private static final String[] BY_CODE = new String[258];

    static {
        BY_CODE[216] = "AnnotateHandle(res,props)";
        BY_CODE[30] = "Bfrev(value)";
        BY_CODE[31] = "Countbits(value)";
        BY_CODE[32] = "FirstbitLo(value)";
        BY_CODE[33] = "FirstbitHi(value)";
        BY_CODE[34] = "FirstbitSHi(value)";
        BY_CODE[47] = "Fma(a,b,c)";
        BY_CODE[64] = "SampleCmp(srv,sampler,coord0,coord1,coord2,coord3,offset0,offset1,offset2,compareValue,clamp)";
        BY_CODE[74] = "TextureGatherCmp(srv,sampler,coord0,coord1,coord2,coord3,offset0,offset1,channel,compareValue)";
        BY_CODE[76] = "RenderTargetGetSamplePosition(index)";
        BY_CODE[87] = "EvalSnapped(inputSigId,inputRowIndex,inputColIndex,offsetX,offsetY)";
        BY_CODE[98] = "CutStream(streamId)";
        BY_CODE[115] = "WaveActiveAllEqual(value)";
        BY_CODE[117] = "WaveReadLaneAt(value,lane)";
        BY_CODE[120] = "WaveActiveBit(value,op)";
        BY_CODE[146] = "DispatchRaysDimensions(col)";
        BY_CODE[147] = "WorldRayOrigin(col)";
        BY_CODE[148] = "WorldRayDirection(col)";
        BY_CODE[149] = "ObjectRayOrigin(col)";
        BY_CODE[150] = "ObjectRayDirection(col)";
        BY_CODE[159] = "CallShader(ShaderIndex,Parameter)";
        BY_CODE[182] = "RayQuery_CommitNonOpaqueTriangleHit(rayQueryHandle)";
        BY_CODE[194] = "RayQuery_CommittedTriangleBarycentrics(rayQueryHandle,component)";
        BY_CODE[207] = "RayQuery_CommittedInstanceIndex(rayQueryHandle)";
        BY_CODE[4] = "LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)";
        BY_CODE[5] = "StoreOutput(outputSigId,rowIndex,colIndex,value)";
        BY_CODE[6] = "FAbs(value)";
        BY_CODE[7] = "Saturate(value)";
        BY_CODE[12] = "Cos(value)";
        BY_CODE[13] = "Sin(value)";
        BY_CODE[15] = "Acos(value)";
        BY_CODE[17] = "Atan(value)";
        BY_CODE[21] = "Exp(value)";
        BY_CODE[22] = "Frc(value)";
        BY_CODE[23] = "Log(value)";
        BY_CODE[24] = "Sqrt(value)";
        BY_CODE[25] = "Rsqrt(value)";
        BY_CODE[26] = "Round_ne(value)";
        BY_CODE[27] = "Round_ni(value)";
        BY_CODE[28] = "Round_pi(value)";
        BY_CODE[29] = "Round_z(value)";
        BY_CODE[35] = "FMax(a,b)";
        BY_CODE[36] = "FMin(a,b)";
        BY_CODE[37] = "IMax(a,b)";
        BY_CODE[38] = "IMin(a,b)";
        BY_CODE[39] = "UMax(a,b)";
        BY_CODE[40] = "UMin(a,b)";
        BY_CODE[46] = "FMad(a,b,c)";
        BY_CODE[50] = "Msad(a,b,c)";
        BY_CODE[53] = "Bfi(width,offset,value,replacedValue)";
        BY_CODE[54] = "Dot2(ax,ay,bx,by)";
        BY_CODE[55] = "Dot3(ax,ay,az,bx,by,bz)";
        BY_CODE[56] = "Dot4(ax,ay,az,aw,bx,by,bz,bw)";
        BY_CODE[57] = "CreateHandle(resourceClass,rangeId,index,nonUniformIndex)";
        BY_CODE[58] = "CBufferLoad(handle,byteOffset,alignment)";
        BY_CODE[59] = "CBufferLoadLegacy(handle,regIndex)";
        BY_CODE[60] = "Sample(srv,sampler,coord0,coord1,coord2,coord3,offset0,offset1,offset2,clamp)";
        BY_CODE[61] = "SampleBias(srv,sampler,coord0,coord1,coord2,coord3,offset0,offset1,offset2,bias,clamp)";
        BY_CODE[62] = "SampleLevel(srv,sampler,coord0,coord1,coord2,coord3,offset0,offset1,offset2,LOD)";
        BY_CODE[63] = "SampleGrad(srv,sampler,coord0,coord1,coord2,coord3,offset0,offset1,offset2,ddx0,ddx1,ddx2,ddy0,ddy1,ddy2,clamp)";
        BY_CODE[65] = "SampleCmpLevelZero(srv,sampler,coord0,coord1,coord2,coord3,offset0,offset1,offset2,compareValue)";
        BY_CODE[66] = "TextureLoad(srv,mipLevelOrSampleCount,coord0,coord1,coord2,offset0,offset1,offset2)";
        BY_CODE[67] = "TextureStore(srv,coord0,coord1,coord2,value0,value1,value2,value3,mask)";
        BY_CODE[68] = "BufferLoad(srv,index,wot)";
        BY_CODE[69] = "BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)";
        BY_CODE[70] = "BufferUpdateCounter(uav,inc)";
        BY_CODE[71] = "CheckAccessFullyMapped(status)";
        BY_CODE[72] = "GetDimensions(handle,mipLevel)";
        BY_CODE[73] = "TextureGather(srv,sampler,coord0,coord1,coord2,coord3,offset0,offset1,channel)";
        BY_CODE[75] = "Texture2DMSGetSamplePosition(srv,index)";
        BY_CODE[77] = "RenderTargetGetSampleCount()";
        BY_CODE[78] = "AtomicBinOp(handle,atomicOp,offset0,offset1,offset2,newValue)";
        BY_CODE[79] = "AtomicCompareExchange(handle,offset0,offset1,offset2,compareValue,newValue)";
        BY_CODE[80] = "Barrier(barrierMode)";
        BY_CODE[81] = "CalculateLOD(handle,sampler,coord0,coord1,coord2,clamped)";
        BY_CODE[82] = "Discard(condition)";
        BY_CODE[83] = "DerivCoarseX(value)";
        BY_CODE[84] = "DerivCoarseY(value)";
        BY_CODE[85] = "DerivFineX(value)";
        BY_CODE[86] = "DerivFineY(value)";
        BY_CODE[88] = "EvalSampleIndex(inputSigId,inputRowIndex,inputColIndex,sampleIndex)";
        BY_CODE[89] = "EvalCentroid(inputSigId,inputRowIndex,inputColIndex)";
        BY_CODE[90] = "SampleIndex()";
        BY_CODE[91] = "Coverage()";
        BY_CODE[92] = "InnerCoverage()";
        BY_CODE[93] = "ThreadId(component)";
        BY_CODE[94] = "GroupId(component)";
        BY_CODE[95] = "ThreadIdInGroup(component)";
        BY_CODE[96] = "FlattenedThreadIdInGroup()";
        BY_CODE[97] = "EmitStream(streamId)";
        BY_CODE[101] = "MakeDouble(lo,hi)";
        BY_CODE[102] = "SplitDouble(value)";
        BY_CODE[103] = "LoadOutputControlPoint(inputSigId,row,col,index)";
        BY_CODE[104] = "LoadPatchConstant(inputSigId,row,col)";
        BY_CODE[105] = "DomainLocation(component)";
        BY_CODE[106] = "StorePatchConstant(outputSigID,row,col,value)";
        BY_CODE[107] = "OutputControlPointID()";
        BY_CODE[108] = "PrimitiveID()";
        BY_CODE[110] = "WaveIsFirstLane()";
        BY_CODE[111] = "WaveGetLaneIndex()";
        BY_CODE[112] = "WaveGetLaneCount()";
        BY_CODE[113] = "WaveAnyTrue(cond)";
        BY_CODE[114] = "WaveAllTrue(cond)";
        BY_CODE[116] = "WaveActiveBallot(cond)";
        BY_CODE[118] = "WaveReadLaneFirst(value)";
        BY_CODE[119] = "WaveActiveOp(value,op,sop)";
        BY_CODE[121] = "WavePrefixOp(value,op,sop)";
        BY_CODE[122] = "QuadReadLaneAt(value,quadLane)";
        BY_CODE[123] = "QuadOp(value,op)";
        BY_CODE[130] = "LegacyF32ToF16(value)";
        BY_CODE[131] = "LegacyF16ToF32(value)";
        BY_CODE[135] = "WaveAllBitCount(value)";
        BY_CODE[136] = "WavePrefixBitCount(value)";
        BY_CODE[137] = "AttributeAtVertex(inputSigId,inputRowIndex,inputColIndex,VertexID)";
        BY_CODE[138] = "ViewID()";
        BY_CODE[139] = "RawBufferLoad(srv,index,elementOffset,mask,alignment)";
        BY_CODE[140] = "RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)";
        BY_CODE[145] = "DispatchRaysIndex(col)";
        BY_CODE[155] = "IgnoreHit()";
        BY_CODE[157] = "TraceRay(AccelerationStructure,RayFlags,InstanceInclusionMask,RayContributionToHitGroupIndex,MultiplierForGeometryContributionToShaderIndex,MissShaderIndex,Origin_X,Origin_Y,Origin_Z,TMin,Direction_X,Direction_Y,Direction_Z,TMax,payload)";
        BY_CODE[158] = "ReportHit(THit,HitKind,Attributes)";
        BY_CODE[160] = "CreateHandleForLib(Resource)";
        BY_CODE[162] = "Dot2AddHalf(acc,ax,ay,bx,by)";
        BY_CODE[163] = "Dot4AddI8Packed(acc,a,b)";
        BY_CODE[164] = "Dot4AddU8Packed(acc,a,b)";
        BY_CODE[165] = "WaveMatch(value)";
        BY_CODE[166] = "WaveMultiPrefixOp(value,mask0,mask1,mask2,mask3,op,sop)";
        BY_CODE[167] = "WaveMultiPrefixBitCount(value,mask0,mask1,mask2,mask3)";
        BY_CODE[168] = "SetMeshOutputCounts(numVertices,numPrimitives)";
        BY_CODE[169] = "EmitIndices(PrimitiveIndex,VertexIndex0,VertexIndex1,VertexIndex2)";
        BY_CODE[170] = "GetMeshPayload()";
        BY_CODE[171] = "StoreVertexOutput(outputSigId,rowIndex,colIndex,value,vertexIndex)";
        BY_CODE[172] = "StorePrimitiveOutput(outputSigId,rowIndex,colIndex,value,primitiveIndex)";
        BY_CODE[173] = "DispatchMesh(threadGroupCountX,threadGroupCountY,threadGroupCountZ,payload)";
        BY_CODE[174] = "WriteSamplerFeedback(feedbackTex,sampledTex,sampler,c0,c1,c2,c3,clamp)";
        BY_CODE[175] = "WriteSamplerFeedbackBias(feedbackTex,sampledTex,sampler,c0,c1,c2,c3,bias,clamp)";
        BY_CODE[176] = "WriteSamplerFeedbackLevel(feedbackTex,sampledTex,sampler,c0,c1,c2,c3,lod)";
        BY_CODE[177] = "WriteSamplerFeedbackGrad(feedbackTex,sampledTex,sampler,c0,c1,c2,c3,ddx0,ddx1,ddx2,ddy0,ddy1,ddy2,clamp)";
        BY_CODE[178] = "AllocateRayQuery(constRayFlags)";
        BY_CODE[179] = "RayQuery_TraceRayInline(rayQueryHandle,accelerationStructure,rayFlags,instanceInclusionMask,origin_X,origin_Y,origin_Z,tMin,direction_X,direction_Y,direction_Z,tMax)";
        BY_CODE[180] = "RayQuery_Proceed(rayQueryHandle)";
        BY_CODE[181] = "RayQuery_Abort(rayQueryHandle)";
        BY_CODE[183] = "RayQuery_CommitProceduralPrimitiveHit(rayQueryHandle,t)";
        BY_CODE[184] = "RayQuery_CommittedStatus(rayQueryHandle)";
        BY_CODE[185] = "RayQuery_CandidateType(rayQueryHandle)";
        BY_CODE[190] = "RayQuery_CandidateProceduralPrimitiveNonOpaque(rayQueryHandle)";
        BY_CODE[200] = "RayQuery_CommittedRayT(rayQueryHandle)";
        BY_CODE[209] = "RayQuery_CommittedGeometryIndex(rayQueryHandle)";
        BY_CODE[215] = "RayQuery_CommittedInstanceContributionToHitGroupIndex(rayQueryHandle)";
        BY_CODE[217] = "CreateHandleFromBinding(bind,index,nonUniformIndex)";
        BY_CODE[218] = "CreateHandleFromHeap(index,samplerHeap,nonUniformIndex)";
        BY_CODE[219] = "Unpack4x8(unpackMode,pk)";
        BY_CODE[220] = "Pack4x8(packMode,x,y,z,w)";
        BY_CODE[221] = "IsHelperLane()";
        BY_CODE[222] = "QuadVote(cond,op)";
        BY_CODE[223] = "TextureGatherRaw(srv,sampler,coord0,coord1,coord2,coord3,offset0,offset1)";
        BY_CODE[224] = "SampleCmpLevel(srv,sampler,coord0,coord1,coord2,coord3,offset0,offset1,offset2,compareValue,lod)";
        BY_CODE[225] = "TextureStoreSample(srv,coord0,coord1,coord2,value0,value1,value2,value3,mask,sampleIdx)";
        BY_CODE[238] = "AllocateNodeOutputRecords(output,numRecords,perThread)";
        BY_CODE[239] = "GetNodeRecordPtr(recordhandle,arrayIndex)";
        BY_CODE[240] = "IncrementOutputCount(output,count,perThread)";
        BY_CODE[241] = "OutputComplete(output)";
        BY_CODE[242] = "GetInputRecordCount(input)";
        BY_CODE[243] = "FinishedCrossGroupSharing(input)";
        BY_CODE[246] = "BarrierByNodeRecordHandle(object,SemanticFlags)";
        BY_CODE[247] = "CreateNodeOutputHandle(MetadataIdx)";
        BY_CODE[248] = "IndexNodeHandle(NodeOutputHandle,ArrayIndex)";
        BY_CODE[249] = "AnnotateNodeHandle(node,props)";
        BY_CODE[250] = "CreateNodeInputRecordHandle(MetadataIdx)";
        BY_CODE[251] = "AnnotateNodeRecordHandle(noderecord,props)";
        BY_CODE[252] = "NodeOutputIsValid(output)";
        BY_CODE[253] = "GetRemainingRecursionLevels()";
        BY_CODE[254] = "SampleCmpGrad(srv,sampler,coord0,coord1,coord2,coord3,offset0,offset1,offset2,compareValue,ddx0,ddx1,ddx2,ddy0,ddy1,ddy2,clamp)";
        BY_CODE[255] = "SampleCmpBias(srv,sampler,coord0,coord1,coord2,coord3,offset0,offset1,offset2,compareValue,bias,clamp)";
        BY_CODE[256] = "StartVertexLocation()";
        BY_CODE[257] = "StartInstanceLocation()";
        // the rest of dxc's OpCodeSignatures table (hctdb) that the fixtures and corpus had not yet shown
        BY_CODE[0] = "TempRegLoad(index)";
        BY_CODE[1] = "TempRegStore(index,value)";
        BY_CODE[2] = "MinPrecXRegLoad(regIndex,index,component)";
        BY_CODE[3] = "MinPrecXRegStore(regIndex,index,component,value)";
        BY_CODE[8] = "IsNaN(value)";
        BY_CODE[9] = "IsInf(value)";
        BY_CODE[10] = "IsFinite(value)";
        BY_CODE[11] = "IsNormal(value)";
        BY_CODE[14] = "Tan(value)";
        BY_CODE[16] = "Asin(value)";
        BY_CODE[18] = "Hcos(value)";
        BY_CODE[19] = "Hsin(value)";
        BY_CODE[20] = "Htan(value)";
        BY_CODE[41] = "IMul(a,b)";
        BY_CODE[42] = "UMul(a,b)";
        BY_CODE[43] = "UDiv(a,b)";
        BY_CODE[44] = "UAddc(a,b)";
        BY_CODE[45] = "USubb(a,b)";
        BY_CODE[48] = "IMad(a,b,c)";
        BY_CODE[49] = "UMad(a,b,c)";
        BY_CODE[51] = "Ibfe(a,b,c)";
        BY_CODE[52] = "Ubfe(a,b,c)";
        BY_CODE[99] = "EmitThenCutStream(streamId)";
        BY_CODE[100] = "GSInstanceID()";
        BY_CODE[109] = "CycleCounterLegacy()";
        BY_CODE[124] = "BitcastI16toF16(value)";
        BY_CODE[125] = "BitcastF16toI16(value)";
        BY_CODE[126] = "BitcastI32toF32(value)";
        BY_CODE[127] = "BitcastF32toI32(value)";
        BY_CODE[128] = "BitcastI64toF64(value)";
        BY_CODE[129] = "BitcastF64toI64(value)";
        BY_CODE[132] = "LegacyDoubleToFloat(value)";
        BY_CODE[133] = "LegacyDoubleToSInt32(value)";
        BY_CODE[134] = "LegacyDoubleToUInt32(value)";
        BY_CODE[141] = "InstanceID()";
        BY_CODE[142] = "InstanceIndex()";
        BY_CODE[143] = "HitKind()";
        BY_CODE[144] = "RayFlags()";
        BY_CODE[151] = "ObjectToWorld(row,col)";
        BY_CODE[152] = "WorldToObject(row,col)";
        BY_CODE[153] = "RayTMin()";
        BY_CODE[154] = "RayTCurrent()";
        BY_CODE[156] = "AcceptHitAndEndSearch()";
        BY_CODE[161] = "PrimitiveIndex()";
        BY_CODE[186] = "RayQuery_CandidateObjectToWorld3x4(rayQueryHandle,row,col)";
        BY_CODE[187] = "RayQuery_CandidateWorldToObject3x4(rayQueryHandle,row,col)";
        BY_CODE[188] = "RayQuery_CommittedObjectToWorld3x4(rayQueryHandle,row,col)";
        BY_CODE[189] = "RayQuery_CommittedWorldToObject3x4(rayQueryHandle,row,col)";
        BY_CODE[191] = "RayQuery_CandidateTriangleFrontFace(rayQueryHandle)";
        BY_CODE[192] = "RayQuery_CommittedTriangleFrontFace(rayQueryHandle)";
        BY_CODE[193] = "RayQuery_CandidateTriangleBarycentrics(rayQueryHandle,component)";
        BY_CODE[195] = "RayQuery_RayFlags(rayQueryHandle)";
        BY_CODE[196] = "RayQuery_WorldRayOrigin(rayQueryHandle,component)";
        BY_CODE[197] = "RayQuery_WorldRayDirection(rayQueryHandle,component)";
        BY_CODE[198] = "RayQuery_RayTMin(rayQueryHandle)";
        BY_CODE[199] = "RayQuery_CandidateTriangleRayT(rayQueryHandle)";
        BY_CODE[201] = "RayQuery_CandidateInstanceIndex(rayQueryHandle)";
        BY_CODE[202] = "RayQuery_CandidateInstanceID(rayQueryHandle)";
        BY_CODE[203] = "RayQuery_CandidateGeometryIndex(rayQueryHandle)";
        BY_CODE[204] = "RayQuery_CandidatePrimitiveIndex(rayQueryHandle)";
        BY_CODE[205] = "RayQuery_CandidateObjectRayOrigin(rayQueryHandle,component)";
        BY_CODE[206] = "RayQuery_CandidateObjectRayDirection(rayQueryHandle,component)";
        BY_CODE[208] = "RayQuery_CommittedInstanceID(rayQueryHandle)";
        BY_CODE[210] = "RayQuery_CommittedPrimitiveIndex(rayQueryHandle)";
        BY_CODE[211] = "RayQuery_CommittedObjectRayOrigin(rayQueryHandle,component)";
        BY_CODE[212] = "RayQuery_CommittedObjectRayDirection(rayQueryHandle,component)";
        BY_CODE[213] = "GeometryIndex()";
        BY_CODE[214] = "RayQuery_CandidateInstanceContributionToHitGroupIndex(rayQueryHandle)";
        BY_CODE[244] = "BarrierByMemoryType(MemoryTypeFlags,SemanticFlags)";
        BY_CODE[245] = "BarrierByMemoryHandle(object,SemanticFlags)";
    }

    private DxilOps() {
    }

    /** The comment text for opcode {@code code}, or null when unknown. */
    static String comment(long code) {
        return code >= 0 && code < BY_CODE.length ? BY_CODE[(int) code] : null;
    }

    /** The opcode of AnnotateHandle, whose comment also describes the resource. */
    static final int ANNOTATE_HANDLE = 216;

    private static final String[] KINDS = {"Invalid", "Texture1D", "Texture2D", "Texture2DMS", "Texture3D",
        "TextureCube", "Texture1DArray", "Texture2DArray", "Texture2DMSArray", "TextureCubeArray", "TypedBuffer",
        "ByteAddressBuffer", "StructuredBuffer", "CBuffer", "SamplerState", "TBuffer", "RTAccelerationStructure",
        "FeedbackTexture2D", "FeedbackTexture2DArray"};
    private static final String[] COMPONENTS = {"Invalid", "I1", "I16", "U16", "I32", "U32", "I64", "U64", "F16",
        "F32", "F64", "SNormF16", "UNormF16", "SNormF32", "UNormF32", "SNormF64", "UNormF64", "PackedS8x32",
        "PackedU8x32"};

    /**
     * The resource an AnnotateHandle's properties describe. Word 0: bits 0-7 the resource kind, bit 12 UAV,
     * bit 13 rasterizer ordered (the name says {@code ROV} instead of {@code RW}), bit 14 globally coherent (a
     * {@code globallycoherent } prefix), bit 15 sampler comparison / UAV counter; word 1: the stride (structured),
     * the component type (bits 0-7) and count (bits 8-15) of typed resources, or the sampler-feedback kind.
     */
    static String resource(long w0, long w1) {
        int kind = (int) (w0 & 0xFF);
        boolean uav = (w0 >>> 12 & 1) != 0;
        boolean bit15 = (w0 >>> 15 & 1) != 0;
        String name = kind < KINDS.length ? KINDS[kind] : "Invalid";
        if (kind == 14) {
            return bit15 ? "SamplerComparisonState" : "SamplerState";
        }
        String prefix = !uav ? "" : (w0 >>> 14 & 1) != 0 ? "globallycoherent " : "";
        if (uav) {
            prefix += (w0 >>> 13 & 1) != 0 ? "ROV" : "RW";
        }
        return switch (kind) {
            case 11, 13, 15, 16 -> prefix + name;
            case 12 -> prefix + name + "<stride=" + w1 + (bit15 ? ", counter" : "") + ">";
            case 17, 18 -> name + (w1 == 0 ? "<MinMip>" : "<MipRegionUsed>");
            default -> {
                int ct = (int) (w1 & 0xFF);
                int count = (int) (w1 >>> 8 & 0xFF);
                String comp = ct < COMPONENTS.length ? COMPONENTS[ct] : "Invalid";
                yield prefix + name + "<" + (count > 1 ? count + "x" : "") + comp + ">";
            }
        };
    }
}
